// Feeds read by simdjson and handed to Lua as lazy tables: a C API over the parsed document, and the proxies' entry.
#ifndef TESSERA_CFEED_H
#define TESSERA_CFEED_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A parsed JSON document (simdjson's DOM), with the nodes handed out so far.
typedef struct feed_document feed_document;

/// What a node holds.
typedef enum {
    FEED_NULL = 0, FEED_FALSE = 1, FEED_TRUE = 2, FEED_NUMBER = 3, FEED_STRING = 4, FEED_ARRAY = 5, FEED_OBJECT = 6
} feed_type;

/// Why loading failed.
typedef enum {
    FEED_OK = 0,
    /// The file could not be opened or read.
    FEED_UNREADABLE = 1,
    /// simdjson rejected the bytes (the caller parses them again with its strict reader for the message).
    FEED_REJECTED = 2,
    FEED_OUT_OF_MEMORY = 3
} feed_status;

/// A file's bytes, padded for simdjson.
typedef struct feed_text feed_text;

/// Reads the file at `path`; NULL with `*status` set on failure.
feed_text *feed_read(const char *path, feed_status *status);
void feed_text_free(feed_text *text);
/// Parses `text`, nesting at most `max_depth` levels; NULL with `*status` set on failure. The document does not need
/// the text afterwards.
feed_document *feed_parse(const feed_text *text, size_t max_depth, feed_status *status);
void feed_free(feed_document *document);

/// The root node is node 0.
feed_type feed_type_of(const feed_document *document, uint32_t node);
double feed_number(const feed_document *document, uint32_t node);
/// The UTF-8 bytes of a string node (owned by the document).
const char *feed_string(const feed_document *document, uint32_t node, size_t *length);
/// Elements of an array, members of an object, 0 otherwise.
size_t feed_count(feed_document *document, uint32_t node);
/// Element `index` (0-based) of an array, or the value of member `index` of an object; UINT32_MAX when there is none
/// or memory ran out.
uint32_t feed_child(feed_document *document, uint32_t node, size_t index);
/// The key of member `index` of an object (NULL when there is none).
const char *feed_key(feed_document *document, uint32_t node, size_t index, size_t *length);
/// The value of the member named `key` of an object; UINT32_MAX when there is none.
uint32_t feed_find(feed_document *document, uint32_t node, const char *key, size_t length);
/// Whether element `index` of the array `node` is an object with a member named `key`, looked up without handing
/// out a node for the element (1 or 0).
int feed_element_has_member(feed_document *document, uint32_t node, size_t index, const char *key, size_t length);

/* ---- Lua proxies (lua_CFunctions, called protected) ------------------------------------------- */

struct lua_State;

/// Arguments: a light userdata feed_document, the null sentinel. Returns the root as a Lua value: arrays and
/// objects become tables whose fields are read from the document when first indexed (then kept in the table).
int feed_lua_open(struct lua_State *L);
/// Arguments: a table, an integer. Returns `table[integer]` with its metamethods (a proxy's element).
int feed_lua_index(struct lua_State *L);
/// Arguments: a table, a string key, a count n. For a feed array, returns a table holding `table[i][key]` for the
/// i in 1…n whose element has that field (elements without it are skipped without becoming proxies); for any
/// other table, returns false.
int feed_lua_field_of_elements(struct lua_State *L);

#ifdef __cplusplus
}
#endif

#endif
