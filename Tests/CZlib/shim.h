// zlib for the command tests' PNG reader (screenshots of the review page from headless Chromium).
#include <zlib.h>
