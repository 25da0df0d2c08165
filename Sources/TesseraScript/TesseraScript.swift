// The Lua front end: placeholder until the scripting issue lands.
