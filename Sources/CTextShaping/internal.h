// Private definitions shared by the CTextShaping implementation files (HarfBuzz types live only here).
#ifndef CTEXTSHAPING_INTERNAL_H
#define CTEXTSHAPING_INTERNAL_H

#include "CTextShaping.h"
#include <hb.h>
#include <stdint.h>

struct cts_face {
    hb_font_t *font;       ///< immutable, scale = units per em
    uint8_t bmp[8192];     ///< coverage bitmap of the BMP
    uint32_t *astral;      ///< the covered code points above the BMP, ascending
    uint32_t astral_count;
    cts_face_info info;
    char *family;
    char *style;
    char *postscript;
};

/// Decodes the scalar at `*i` (an unpaired surrogate reads as U+FFFD) and advances `*i` past it.
static inline uint32_t cts_next_scalar(const uint16_t *text, int32_t length, int32_t *i) {
    uint32_t c = text[(*i)++];
    if (c >= 0xD800 && c <= 0xDBFF) {
        if (*i < length && text[*i] >= 0xDC00 && text[*i] <= 0xDFFF) {
            return 0x10000 + ((c - 0xD800) << 10) + (text[(*i)++] - 0xDC00);
        }
        return 0xFFFD;
    }
    return (c >= 0xDC00 && c <= 0xDFFF) ? 0xFFFD : c;
}

/// The scalar that ends just before offset `end` (an unpaired surrogate reads as U+FFFD).
static inline uint32_t cts_scalar_before(const uint16_t *text, int32_t end) {
    uint32_t c = text[end - 1];
    if (c >= 0xDC00 && c <= 0xDFFF && end >= 2 && text[end - 2] >= 0xD800 && text[end - 2] <= 0xDBFF) {
        return 0x10000 + ((uint32_t)(text[end - 2] - 0xD800) << 10) + (c - 0xDC00);
    }
    return (c >= 0xD800 && c <= 0xDFFF) ? 0xFFFD : c;
}

/// Whether `c` ends a line by itself (UAX #14 classes BK, CR, LF, NL).
static inline int cts_is_line_separator(uint32_t c) {
    return (c >= 0x0A && c <= 0x0D) || c == 0x85 || c == 0x2028 || c == 0x2029;
}

/// Whether `c` hangs past the end of a line: breaking spaces, tabs and line separators.
static inline int cts_is_hanging(uint32_t c) {
    return c == 0x20 || c == 0x09 || cts_is_line_separator(c) || c == 0x1680 || (c >= 0x2000 && c <= 0x200A && c != 0x2007)
        || c == 0x205F || c == 0x3000;
}

#endif
