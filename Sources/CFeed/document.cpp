// The parsed feed: simdjson's DOM and the nodes handed out, behind a C API that never throws.
#include "CFeed.h"

#include <simdjson.h>

#include <cstring>
#include <memory>
#include <new>
#include <string_view>
#include <vector>

namespace {
/// An array's or object's members, listed when first asked for (simdjson's arrays walk from the start).
struct Members {
    std::vector<simdjson::dom::element> values;
    std::vector<std::string_view> keys;
    /// The node of each member once handed out.
    std::vector<uint32_t> nodes;
};
}  // namespace

struct feed_document {
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    std::vector<simdjson::dom::element> nodes;
    std::vector<std::unique_ptr<Members>> members;
};

namespace {
/// The node a scalar member of a record not yet listed is handed out in: valid until the next look-up (its reader
/// reads it at once), so that reading a record's fields one by one allocates nothing.
constexpr uint32_t SCRATCH_NODE = 1;

const simdjson::dom::element &element(const feed_document *document, uint32_t node) {
    return document->nodes[node];
}

/// The members of an array or object node, listed once.
Members *members(feed_document *document, uint32_t node) {
    if (document->members[node]) return document->members[node].get();
    auto list = std::make_unique<Members>();
    const auto &value = element(document, node);
    if (value.type() == simdjson::dom::element_type::ARRAY) {
        for (auto child : value.get_array().value_unsafe()) list->values.push_back(child);
    } else if (value.type() == simdjson::dom::element_type::OBJECT) {
        for (auto field : value.get_object().value_unsafe()) {
            list->keys.push_back(field.key);
            list->values.push_back(field.value);
        }
    }
    list->nodes.assign(list->values.size(), UINT32_MAX);
    document->members[node] = std::move(list);
    return document->members[node].get();
}

uint32_t node_for(feed_document *document, Members *list, size_t index) {
    if (list->nodes[index] == UINT32_MAX) {
        list->nodes[index] = static_cast<uint32_t>(document->nodes.size());
        document->nodes.push_back(list->values[index]);
        document->members.emplace_back();
    }
    return list->nodes[index];
}
}  // namespace

struct feed_text {
    simdjson::padded_string bytes;
};

extern "C" feed_text *feed_read(const char *path, feed_status *status) {
    try {
        auto text = std::make_unique<feed_text>();
        if (simdjson::padded_string::load(path).get(text->bytes) != simdjson::SUCCESS) {
            *status = FEED_UNREADABLE;
            return nullptr;
        }
        *status = FEED_OK;
        return text.release();
    } catch (const std::bad_alloc &) {
        *status = FEED_OUT_OF_MEMORY;
    } catch (...) {
        *status = FEED_UNREADABLE;
    }
    return nullptr;
}

extern "C" void feed_text_free(feed_text *text) { delete text; }

extern "C" feed_document *feed_parse(const feed_text *text, size_t max_depth, feed_status *status) {
    try {
        auto document = std::make_unique<feed_document>();
        if (document->parser.allocate(text->bytes.size(), max_depth) != simdjson::SUCCESS) {
            *status = FEED_OUT_OF_MEMORY;
            return nullptr;
        }
        if (document->parser.parse(text->bytes).get(document->root) != simdjson::SUCCESS) {
            *status = FEED_REJECTED;
            return nullptr;
        }
        document->nodes.push_back(document->root);
        document->members.emplace_back();
        // SCRATCH_NODE.
        document->nodes.push_back(document->root);
        document->members.emplace_back();
        *status = FEED_OK;
        return document.release();
    } catch (const std::bad_alloc &) {
        *status = FEED_OUT_OF_MEMORY;
    } catch (...) {
        *status = FEED_REJECTED;
    }
    return nullptr;
}

extern "C" void feed_free(feed_document *document) { delete document; }

extern "C" feed_type feed_type_of(const feed_document *document, uint32_t node) {
    const auto &value = element(document, node);
    switch (value.type()) {
    case simdjson::dom::element_type::ARRAY: return FEED_ARRAY;
    case simdjson::dom::element_type::OBJECT: return FEED_OBJECT;
    case simdjson::dom::element_type::STRING: return FEED_STRING;
    case simdjson::dom::element_type::BOOL: return value.get_bool().value_unsafe() ? FEED_TRUE : FEED_FALSE;
    case simdjson::dom::element_type::NULL_VALUE: return FEED_NULL;
    default: return FEED_NUMBER;
    }
}

extern "C" double feed_number(const feed_document *document, uint32_t node) {
    const auto &value = element(document, node);
    switch (value.type()) {
    case simdjson::dom::element_type::INT64: return static_cast<double>(value.get_int64().value_unsafe());
    case simdjson::dom::element_type::UINT64: return static_cast<double>(value.get_uint64().value_unsafe());
    case simdjson::dom::element_type::DOUBLE: return value.get_double().value_unsafe();
    default: return 0;
    }
}

extern "C" const char *feed_string(const feed_document *document, uint32_t node, size_t *length) {
    std::string_view text = element(document, node).get_string().value_unsafe();
    *length = text.size();
    return text.data();
}

extern "C" size_t feed_count(feed_document *document, uint32_t node) {
    try {
        const auto &value = element(document, node);
        if (value.type() == simdjson::dom::element_type::ARRAY) return value.get_array().value_unsafe().size();
        if (value.type() == simdjson::dom::element_type::OBJECT) return value.get_object().value_unsafe().size();
    } catch (...) {}
    return 0;
}

extern "C" uint32_t feed_child(feed_document *document, uint32_t node, size_t index) {
    try {
        Members *list = members(document, node);
        if (index >= list->values.size()) return UINT32_MAX;
        return node_for(document, list, index);
    } catch (...) {
        return UINT32_MAX;
    }
}

extern "C" const char *feed_key(feed_document *document, uint32_t node, size_t index, size_t *length) {
    try {
        Members *list = members(document, node);
        if (index >= list->keys.size()) return nullptr;
        *length = list->keys[index].size();
        return list->keys[index].data();
    } catch (...) {
        return nullptr;
    }
}

extern "C" uint32_t feed_find(feed_document *document, uint32_t node, const char *key, size_t length) {
    try {
        std::string_view wanted(key, length);
        const auto &value = element(document, node);
        if (!document->members[node] && node != SCRATCH_NODE && value.type() == simdjson::dom::element_type::OBJECT) {
            // An object not listed yet (a record read field by field): scanned in place, the last member of that
            // name winning; a scalar is handed out in the scratch node, an array or object listed as below.
            simdjson::dom::element found;
            bool has = false;
            for (auto field : value.get_object().value_unsafe()) {
                if (field.key == wanted) {
                    found = field.value;
                    has = true;
                }
            }
            if (!has) return UINT32_MAX;
            auto type = found.type();
            if (type != simdjson::dom::element_type::ARRAY && type != simdjson::dom::element_type::OBJECT) {
                document->nodes[SCRATCH_NODE] = found;
                return SCRATCH_NODE;
            }
        }
        Members *list = members(document, node);
        // The last member of that name wins, as when an object's members are set one after another.
        for (size_t index = list->keys.size(); index > 0; index--) {
            if (list->keys[index - 1] == wanted) return node_for(document, list, index - 1);
        }
    } catch (...) {}
    return UINT32_MAX;
}

extern "C" int feed_element_has_member(feed_document *document, uint32_t node, size_t index, const char *key,
                                       size_t length) {
    try {
        Members *list = members(document, node);
        if (index >= list->values.size()) return 0;
        const auto &value = list->values[index];
        if (value.type() != simdjson::dom::element_type::OBJECT) return 0;
        std::string_view wanted(key, length);
        for (auto field : value.get_object().value_unsafe()) {
            if (field.key == wanted) return 1;
        }
    } catch (...) {}
    return 0;
}
