// The C library's calls that Swift's Glibc module does not offer: wcwidth, an
// X/Open function its headers declare only under _XOPEN_SOURCE, and standard
// output's buffering, whose `stdout` is a global that strict concurrency
// forbids Swift to touch.
#ifndef STATEKIT_CLIBC_H
#define STATEKIT_CLIBC_H

#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif

#include <stdio.h>
#include <wchar.h>

/// The C library's idea of a code point's width, which ncurses measures with.
static inline int sk_wcwidth(wchar_t c) { return wcwidth(c); }

/// Standard output line by line: a redirected program's printed lines reach
/// their file at once.
static inline void sk_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
