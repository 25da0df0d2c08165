// Shaping with HarfBuzz: total and per-cluster advances of a run, in design units.
#include "CTextShaping.h"
#include "internal.h"

#include <stdlib.h>

struct cts_shaper {
    hb_buffer_t *buffer;
};

cts_shaper *cts_shaper_create(void) {
    cts_shaper *shaper = malloc(sizeof(cts_shaper));
    if (shaper == NULL) return NULL;
    shaper->buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(shaper->buffer)) {
        hb_buffer_destroy(shaper->buffer);
        free(shaper);
        return NULL;
    }
    return shaper;
}

void cts_shaper_destroy(cts_shaper *shaper) {
    if (shaper == NULL) return;
    hb_buffer_destroy(shaper->buffer);
    free(shaper);
}

int32_t cts_hanging_start(const uint16_t *text, int32_t length) {
    int32_t start = length;
    while (start > 0 && cts_is_hanging(text[start - 1])) start--;  // every hanging character is in the BMP
    return start;
}

/// Shapes `text` into the shaper's buffer; tabs become spaces first (no tab stops).
static void shape(cts_shaper *shaper, const cts_face *face, const uint16_t *text, int32_t length) {
    hb_buffer_t *buffer = shaper->buffer;
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_utf16(buffer, text, length, 0, length);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    for (unsigned i = 0; i < count; i++) {
        if (infos[i].codepoint == 0x09) infos[i].codepoint = 0x20;
    }
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(face->font, buffer, NULL, 0);
}

static int32_t saturate(int64_t value) {
    return value > INT32_MAX ? INT32_MAX : value < INT32_MIN ? INT32_MIN : (int32_t)value;
}

int32_t cts_shape_advance(cts_shaper *shaper, const cts_face *face, const uint16_t *text, int32_t length,
                          int32_t *hanging_advance) {
    *hanging_advance = 0;
    if (length <= 0) return 0;
    shape(shaper, face, text, length);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(shaper->buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(shaper->buffer, &count);
    uint32_t hanging_from = (uint32_t)cts_hanging_start(text, length);
    /* Summed wide and saturated: a run of a million characters must not wrap around to a small width. */
    int64_t total = 0, hanging = 0;
    for (unsigned i = 0; i < count; i++) {
        total += positions[i].x_advance;
        if (infos[i].cluster >= hanging_from) hanging += positions[i].x_advance;
    }
    *hanging_advance = saturate(hanging);
    return saturate(total);
}

int32_t cts_shape_clusters(cts_shaper *shaper, const cts_face *face, const uint16_t *text, int32_t length,
                           int32_t *starts, int32_t *advances) {
    if (length <= 0) return 0;
    shape(shaper, face, text, length);
    unsigned count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(shaper->buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(shaper->buffer, &count);
    int backward = HB_DIRECTION_IS_BACKWARD(hb_buffer_get_direction(shaper->buffer));
    int32_t clusters = 0;
    for (unsigned k = 0; k < count; k++) {
        unsigned i = backward ? count - 1 - k : k;  // logical order
        int32_t cluster = (int32_t)infos[i].cluster;
        if (clusters > 0 && starts[clusters - 1] == cluster) {
            advances[clusters - 1] += positions[i].x_advance;
        } else {
            starts[clusters] = cluster;
            advances[clusters] = positions[i].x_advance;
            clusters++;
        }
    }
    return clusters;
}
