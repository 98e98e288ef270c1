#ifndef CIMAGE_H
#define CIMAGE_H

/* Pictures decoded by the system's libpng and libjpeg, for StateKit's
 * Image("name") and AsyncImage of a file. */

/* The pixels of the PNG or JPEG file at `path`, four bytes a pixel (red,
 * green, blue, alpha), row by row; NULL when the file cannot be read, is
 * neither, is damaged, or is larger than 16384 pixels a side. Free them with
 * sk_image_free. */
unsigned char *sk_image_load(const char *path, int *width, int *height);

/* Frees pixels sk_image_load returned. */
void sk_image_free(unsigned char *pixels);

#endif
