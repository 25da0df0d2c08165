// Font loading, shaping and line breaking for TesseraText, over FreeType, HarfBuzz and ICU, in standard C types only.
#ifndef CTEXTSHAPING_H
#define CTEXTSHAPING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a call that can fail reports.
typedef enum {
    CTS_OK = 0,
    CTS_ERROR_NOT_FOUND = 1,     ///< the file does not exist or cannot be read
    CTS_ERROR_NOT_A_FONT = 2,    ///< FreeType cannot read the file as a font
    CTS_ERROR_BAD_INDEX = 3,     ///< the face index is outside the file's faces
    CTS_ERROR_OUT_OF_MEMORY = 4,
    CTS_ERROR_ICU = 5,           ///< ICU could not open its line break data
} cts_status;

/// One face of a font file: a HarfBuzz font at its design units (scale = units per em), immutable once open.
/// Shaping and coverage look-ups on one face are safe from several threads at once.
typedef struct cts_face cts_face;

/// Scratch state for shaping (a HarfBuzz buffer): one per thread, or used under a lock.
typedef struct cts_shaper cts_shaper;

/// ICU line and character break iterators: one per thread, or used under a lock.
typedef struct cts_breaker cts_breaker;

/// A face's metrics in design units, as HarfBuzz reports them (`hb_font_get_h_extents`, not rounded).
typedef struct {
    int32_t units_per_em;
    int32_t ascender;      ///< above the baseline, positive
    int32_t descender;     ///< below the baseline, negative
    int32_t line_gap;
    int32_t weight_class;  ///< OS/2 usWeightClass (400 regular), 0 when absent
    int32_t face_count;    ///< faces in the file (more than one in a .ttc)
    bool is_italic;
} cts_face_info;

/// Which names `cts_face_copy_name` copies.
typedef enum { CTS_NAME_FAMILY = 0, CTS_NAME_STYLE = 1, CTS_NAME_POSTSCRIPT = 2 } cts_name_kind;

/// Opens face `index` of the font file at `path`; on success `*out` owns it (release with `cts_face_destroy`).
cts_status cts_face_create(const char *path, int32_t index, cts_face **out);
void cts_face_destroy(cts_face *face);
void cts_face_get_info(const cts_face *face, cts_face_info *info);
/// Copies a name as UTF-8 (NUL-terminated, truncated to `capacity`); returns its full length, 0 when unknown.
size_t cts_face_copy_name(const cts_face *face, cts_name_kind kind, char *buffer, size_t capacity);
/// Whether the face maps `codepoint` to a glyph (its cmap has it).
bool cts_face_has_codepoint(const cts_face *face, uint32_t codepoint);

cts_shaper *cts_shaper_create(void);
void cts_shaper_destroy(cts_shaper *shaper);

/// Where the hanging whitespace at the end of `text` starts (spaces, tabs, line breaks), `length` when none.
int32_t cts_hanging_start(const uint16_t *text, int32_t length);

/// Shapes `text` with `face` (left to right, the face's default features) and returns the total advance in design
/// units (saturated at INT32_MAX); `*hanging_advance` receives the advance of the hanging whitespace at its end.
/// Tabs shape as spaces.
int32_t cts_shape_advance(cts_shaper *shaper, const cts_face *face, const uint16_t *text, int32_t length,
                          int32_t *hanging_advance);

/// Shapes `text` and writes one entry per HarfBuzz cluster: `starts[i]` (UTF-16 offset in `text`) and
/// `advances[i]` (design units). Both arrays hold `length` entries at least; returns the cluster count.
int32_t cts_shape_clusters(cts_shaper *shaper, const cts_face *face, const uint16_t *text, int32_t length,
                           int32_t *starts, int32_t *advances);

/// Splits `text` into runs of the first face in `faces` that has each character (marks, joiners and other
/// default-ignorable characters stay in the run before them; spaces and punctuation stay in a fallback run whose
/// face has them). Writes `run_ends[i]` and `run_faces[i]` (an index into `faces`); a character no face has goes
/// to face 0 and counts in `*missing`. Arrays hold `length` entries at least; returns the run count.
int32_t cts_itemize(const cts_face *const *faces, int32_t face_count, const uint16_t *text, int32_t length,
                    int32_t *run_ends, uint8_t *run_faces, int32_t *missing);

/// Options of `cts_line_breaks`.
enum {
    CTS_BREAK_KEEP_HANGUL_WORDS = 1,  ///< no break beside Hangul except after a space (hangulWordPriority)
    CTS_BREAK_CHARACTERS = 2,         ///< every grapheme boundary except before hanging whitespace (byCharWrapping)
};

cts_breaker *cts_breaker_create(cts_status *status);
void cts_breaker_destroy(cts_breaker *breaker);

/// Line break opportunities of `text` (UAX #14 by ICU), as the offsets where a new line may start, ascending,
/// excluding 0 and ending with `length` (for a non-empty text). `mandatory[i]` is 1 where the break is required
/// (after a line or paragraph separator). Arrays hold `length` entries at least; returns the count, or -1 when
/// ICU fails.
int32_t cts_line_breaks(cts_breaker *breaker, const uint16_t *text, int32_t length, uint32_t options,
                        int32_t *offsets, uint8_t *mandatory);

/// Whether `codepoint` is a strong character (UAX #9): 0 left to right (L), 1 right to left (R, AL), -1 neither.
int32_t cts_strong_direction(uint32_t codepoint);

#ifdef __cplusplus
}
#endif

#endif
