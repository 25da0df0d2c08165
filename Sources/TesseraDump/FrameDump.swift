// Frame dumps: placeholder until the format lands.
