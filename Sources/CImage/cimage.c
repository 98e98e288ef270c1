/* libpng's simplified API reports errors by its return value; libjpeg's
 * default handler exits the process, so it is replaced by one that jumps
 * back here. */
#include "cimage.h"

/* jpeglib.h needs size_t and FILE declared before it. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

#define MAX_SIDE 16384

static unsigned char *load_png(const char *path, int *width, int *height)
{
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path))
        return NULL;
    if (image.width == 0 || image.height == 0 || image.width > MAX_SIDE || image.height > MAX_SIDE) {
        png_image_free(&image);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        png_image_free(&image);
        return NULL;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        free(pixels);
        png_image_free(&image);
        return NULL;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    return pixels;
}

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf back;
};

static void jpeg_fail(j_common_ptr info)
{
    longjmp(((struct jpeg_failure *)info->err)->back, 1);
}

static void jpeg_quiet(j_common_ptr info)
{
    (void)info;
}

static unsigned char *load_jpeg(FILE *file, int *width, int *height)
{
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;

    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.output_message = jpeg_quiet;
    if (setjmp(failure.back)) {
        jpeg_destroy_decompress(&info);
        free(row);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_width == 0 || info.output_height == 0 || info.output_width > MAX_SIDE
        || info.output_height > MAX_SIDE || info.output_components != 3)
        longjmp(failure.back, 1);
    size_t columns = info.output_width;
    pixels = malloc(columns * 4 * info.output_height);
    row = malloc(columns * 3);
    if (pixels == NULL || row == NULL)
        longjmp(failure.back, 1);
    while (info.output_scanline < info.output_height) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&info, rows, 1) != 1)
            longjmp(failure.back, 1);
        for (size_t x = 0; x < columns; x++) {
            unsigned char *out = pixels + (y * columns + x) * 4;
            memcpy(out, row + x * 3, 3);
            out[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    free(row);
    return pixels;
}

unsigned char *sk_image_load(const char *path, int *width, int *height)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL)
        return NULL;
    unsigned char start[8] = { 0 };
    size_t read = fread(start, 1, sizeof start, file);
    unsigned char *pixels = NULL;
    if (read == 8 && png_sig_cmp(start, 0, 8) == 0) {
        fclose(file);
        return load_png(path, width, height);
    }
    if (read >= 3 && start[0] == 0xFF && start[1] == 0xD8 && start[2] == 0xFF) {
        rewind(file);
        pixels = load_jpeg(file, width, height);
    }
    fclose(file);
    return pixels;
}

void sk_image_free(unsigned char *pixels)
{
    free(pixels);
}
