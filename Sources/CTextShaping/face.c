// Font faces: FreeType opens and validates the file and reads its names; HarfBuzz keeps the face for shaping.
#include "CTextShaping.h"
#include "internal.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *copy_string(const char *s) {
    if (s == NULL) return NULL;
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (copy != NULL) memcpy(copy, s, n + 1);
    return copy;
}

/// Reads what FreeType knows of the face: names, weight class, style, face count. Validates the file as a font.
static cts_status read_with_freetype(const char *path, int32_t index, cts_face *face) {
    FILE *probe = fopen(path, "rb");
    if (probe == NULL) return CTS_ERROR_NOT_FOUND;
    fclose(probe);

    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) return CTS_ERROR_OUT_OF_MEMORY;
    FT_Face ft = NULL;
    FT_Error error = FT_New_Face(library, path, index, &ft);
    cts_status status = CTS_OK;
    if (error == FT_Err_Cannot_Open_Resource) {
        status = CTS_ERROR_NOT_FOUND;
    } else if (error == FT_Err_Invalid_Argument && index > 0) {
        status = CTS_ERROR_BAD_INDEX;
    } else if (error != 0 || ft == NULL) {
        status = CTS_ERROR_NOT_A_FONT;
    } else if (!FT_IS_SFNT(ft)) {
        status = CTS_ERROR_NOT_A_FONT;  // HarfBuzz shapes OpenType/TrueType only
    } else {
        face->info.face_count = (int32_t)ft->num_faces;
        face->info.is_italic = (ft->style_flags & FT_STYLE_FLAG_ITALIC) != 0;
        TT_OS2 *os2 = FT_Get_Sfnt_Table(ft, FT_SFNT_OS2);
        face->info.weight_class = (os2 != NULL && os2->version != 0xFFFF) ? os2->usWeightClass : 0;
        face->family = copy_string(ft->family_name);
        face->style = copy_string(ft->style_name);
        face->postscript = copy_string(FT_Get_Postscript_Name(ft));
    }
    if (ft != NULL) FT_Done_Face(ft);
    FT_Done_FreeType(library);
    return status;
}

/// Copies the cmap's code points into the BMP bitmap and the sorted array of the others (plain memory that
/// threads can read together; an hb_set_t updates a look-up cache as it is read).
static cts_status fill_coverage(cts_face *face, hb_set_t *unicodes) {
    unsigned population = hb_set_get_population(unicodes);
    face->astral = malloc(sizeof(uint32_t) * (population > 0 ? population : 1));
    if (face->astral == NULL) return CTS_ERROR_OUT_OF_MEMORY;
    hb_codepoint_t cp = HB_SET_VALUE_INVALID;
    while (hb_set_next(unicodes, &cp)) {
        if (cp <= 0xFFFF) {
            face->bmp[cp >> 3] |= (uint8_t)(1u << (cp & 7));
        } else {
            face->astral[face->astral_count++] = cp;
        }
    }
    return CTS_OK;
}

cts_status cts_face_create(const char *path, int32_t index, cts_face **out) {
    *out = NULL;
    if (path == NULL || index < 0) return CTS_ERROR_BAD_INDEX;
    cts_face *face = calloc(1, sizeof(cts_face));
    if (face == NULL) return CTS_ERROR_OUT_OF_MEMORY;
    cts_status status = read_with_freetype(path, index, face);
    if (status != CTS_OK) {
        cts_face_destroy(face);
        return status;
    }
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) {
        cts_face_destroy(face);
        return CTS_ERROR_NOT_FOUND;
    }
    hb_face_t *hb_face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);
    face->font = hb_font_create(hb_face);  // OpenType font functions, scale = units per em
    face->info.units_per_em = (int32_t)hb_face_get_upem(hb_face);
    hb_set_t *unicodes = hb_set_create();
    hb_face_collect_unicodes(hb_face, unicodes);
    hb_face_destroy(hb_face);
    status = hb_set_get_population(unicodes) == 0 ? CTS_ERROR_NOT_A_FONT : fill_coverage(face, unicodes);
    hb_set_destroy(unicodes);
    if (status == CTS_OK && face->info.units_per_em <= 0) status = CTS_ERROR_NOT_A_FONT;
    if (status != CTS_OK) {
        cts_face_destroy(face);
        return status;
    }
    hb_font_extents_t extents;
    hb_font_get_h_extents(face->font, &extents);
    face->info.ascender = extents.ascender;
    face->info.descender = extents.descender;
    face->info.line_gap = extents.line_gap;
    hb_font_make_immutable(face->font);
    *out = face;
    return CTS_OK;
}

void cts_face_destroy(cts_face *face) {
    if (face == NULL) return;
    if (face->font != NULL) hb_font_destroy(face->font);
    free(face->astral);
    free(face->family);
    free(face->style);
    free(face->postscript);
    free(face);
}

void cts_face_get_info(const cts_face *face, cts_face_info *info) { *info = face->info; }

size_t cts_face_copy_name(const cts_face *face, cts_name_kind kind, char *buffer, size_t capacity) {
    const char *name = kind == CTS_NAME_FAMILY ? face->family : kind == CTS_NAME_STYLE ? face->style : face->postscript;
    if (name == NULL) return 0;
    size_t n = strlen(name);
    if (buffer != NULL && capacity > 0) {
        size_t copied = n < capacity - 1 ? n : capacity - 1;
        memcpy(buffer, name, copied);
        buffer[copied] = 0;
    }
    return n;
}

bool cts_face_has_codepoint(const cts_face *face, uint32_t codepoint) {
    if (codepoint <= 0xFFFF) return (face->bmp[codepoint >> 3] >> (codepoint & 7)) & 1;
    uint32_t low = 0, high = face->astral_count;
    while (low < high) {
        uint32_t middle = low + (high - low) / 2;
        if (face->astral[middle] < codepoint) low = middle + 1; else high = middle;
    }
    return low < face->astral_count && face->astral[low] == codepoint;
}
