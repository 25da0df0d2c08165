// The bidirectional class of a character as a paragraph's base direction sees it (UAX #9, rules P2 and P3).
#include "CTextShaping.h"

#include <unicode/uchar.h>

int32_t cts_strong_direction(uint32_t codepoint) {
    switch (u_charDirection((UChar32)codepoint)) {
    case U_LEFT_TO_RIGHT: return 0;
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC: return 1;
    default: return -1;
    }
}
