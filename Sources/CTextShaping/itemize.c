// Font fallback: splits text into runs of the first face in a chain that has each character.
#include "CTextShaping.h"
#include "internal.h"

#include <unicode/uchar.h>

/// Whether `c` belongs with the character before it: marks, joiners, variation selectors, line separators and
/// other default-ignorable characters.
static int continues_run(uint32_t c) {
    if (c < 0x80) return cts_is_line_separator(c);
    if (cts_is_line_separator(c)) return 1;
    uint32_t mask = U_GET_GC_MASK(c);
    if (mask & (U_GC_MN_MASK | U_GC_ME_MASK | U_GC_MC_MASK)) return 1;
    return u_hasBinaryProperty((UChar32)c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

int32_t cts_itemize(const cts_face *const *faces, int32_t face_count, const uint16_t *text, int32_t length,
                    int32_t *run_ends, uint8_t *run_faces, int32_t *missing) {
    int32_t runs = 0;
    int current = -1;
    *missing = 0;
    for (int32_t i = 0; i < length;) {
        uint32_t c = cts_next_scalar(text, length, &i);
        int chosen = current;
        if (current < 0 || !continues_run(c)) {
            uint32_t lookup = c == 0x09 ? 0x20 : c;  // tabs shape as spaces
            chosen = -1;
            for (int f = 0; f < face_count && f < 255; f++) {
                if (cts_face_has_codepoint(faces[f], lookup)) { chosen = f; break; }
            }
            if (chosen < 0) {
                chosen = 0;
                if (!continues_run(c)) (*missing)++;
            }
        }
        if (chosen != current || runs == 0) {
            run_faces[runs] = (uint8_t)chosen;
            runs++;
            current = chosen;
        }
        run_ends[runs - 1] = i;
    }
    return runs;
}
