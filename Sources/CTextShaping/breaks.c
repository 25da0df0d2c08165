// Line break opportunities: ICU's UAX #14 iterator, a Hangul word filter, and grapheme boundaries for char wrapping.
#include "CTextShaping.h"
#include "internal.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

struct cts_breaker {
    UBreakIterator *line;
    UBreakIterator *character;
};

cts_breaker *cts_breaker_create(cts_status *status) {
    UErrorCode error = U_ZERO_ERROR;
    cts_breaker *breaker = calloc(1, sizeof(cts_breaker));
    if (breaker == NULL) {
        *status = CTS_ERROR_OUT_OF_MEMORY;
        return NULL;
    }
    breaker->line = ubrk_open(UBRK_LINE, "", NULL, 0, &error);
    if (U_SUCCESS(error)) breaker->character = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &error);
    if (U_FAILURE(error)) {
        cts_breaker_destroy(breaker);
        *status = CTS_ERROR_ICU;
        return NULL;
    }
    *status = CTS_OK;
    return breaker;
}

void cts_breaker_destroy(cts_breaker *breaker) {
    if (breaker == NULL) return;
    if (breaker->line != NULL) ubrk_close(breaker->line);
    if (breaker->character != NULL) ubrk_close(breaker->character);
    free(breaker);
}

static int is_hangul(uint32_t c) {
    return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3130 && c <= 0x318F)
        || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xD7B0 && c <= 0xD7FF);
}

/// Whether a break at `offset` splits a Hangul word: Hangul on either side, and no space (or ZWSP) before it.
static int splits_hangul_word(const uint16_t *text, int32_t length, int32_t offset) {
    uint32_t before = cts_scalar_before(text, offset);
    int32_t i = offset;
    uint32_t after = cts_next_scalar(text, length, &i);
    if (!is_hangul(before) && !is_hangul(after)) return 0;
    return !(u_isUWhiteSpace((UChar32)before) || before == 0x200B);
}

/// Whether the break at `offset` is required by the character before it (UAX #14 rules LB4, LB5).
static int is_mandatory(const uint16_t *text, int32_t length, int32_t offset) {
    uint16_t before = text[offset - 1];
    if (before == 0x0D) return offset == length || text[offset] != 0x0A;
    return cts_is_line_separator(before);
}

static int32_t character_breaks(cts_breaker *breaker, const uint16_t *text, int32_t length, int32_t *offsets,
                                uint8_t *mandatory) {
    int32_t count = 0;
    for (int32_t b = ubrk_following(breaker->character, 0); b != UBRK_DONE; b = ubrk_next(breaker->character)) {
        int hard = is_mandatory(text, length, b);
        if (b < length && !hard && cts_is_hanging(text[b])) continue;  // whitespace stays on the line before
        offsets[count] = b;
        mandatory[count] = (uint8_t)hard;
        count++;
    }
    return count;
}

int32_t cts_line_breaks(cts_breaker *breaker, const uint16_t *text, int32_t length, uint32_t options,
                        int32_t *offsets, uint8_t *mandatory) {
    if (length <= 0) return 0;
    UErrorCode error = U_ZERO_ERROR;
    if (options & CTS_BREAK_CHARACTERS) {
        ubrk_setText(breaker->character, text, length, &error);
        return U_FAILURE(error) ? -1 : character_breaks(breaker, text, length, offsets, mandatory);
    }
    ubrk_setText(breaker->line, text, length, &error);
    if (U_FAILURE(error)) return -1;
    int keep_hangul = (options & CTS_BREAK_KEEP_HANGUL_WORDS) != 0;
    int32_t count = 0;
    for (int32_t b = ubrk_following(breaker->line, 0); b != UBRK_DONE; b = ubrk_next(breaker->line)) {
        int hard = ubrk_getRuleStatus(breaker->line) >= UBRK_LINE_HARD;
        if (!hard && b < length && keep_hangul && splits_hangul_word(text, length, b)) continue;
        offsets[count] = b;
        mandatory[count] = (uint8_t)hard;
        count++;
    }
    return count;
}
