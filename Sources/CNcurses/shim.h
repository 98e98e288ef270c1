// ncursesw with its wide-character API, for StateKit's curses backend. Swift
// cannot read C globals such as stdscr or LINES under strict concurrency, nor
// expand attribute macros, so they are wrapped here.
#ifndef STATEKIT_CNCURSES_SHIM_H
#define STATEKIT_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdint.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *sk_stdscr(void) { return stdscr; }
/// A screen drawn on descriptor `output` (1, or the controlling terminal) and read
/// from stdin, for terminal type `type` (NULL: $TERM), or NULL when the type is
/// unusable.
static inline SCREEN *sk_newterm(int output, const char *type) {
    if (output == 1) return newterm(type, stdout, stdin);
    FILE *stream = fdopen(output, "w");
    if (stream == NULL) return NULL;
    SCREEN *screen = newterm(type, stream, stdin);
    if (screen == NULL) fclose(stream);
    return screen;
}
static inline WINDOW *sk_curscr(void) { return curscr; }
static inline int sk_lines(void) { return LINES; }
static inline int sk_cols(void) { return COLS; }

static inline attr_t sk_attr_normal(void) { return A_NORMAL; }
static inline attr_t sk_attr_bold(void) { return A_BOLD; }
static inline attr_t sk_attr_dim(void) { return A_DIM; }
static inline attr_t sk_attr_reverse(void) { return A_REVERSE; }
static inline attr_t sk_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t sk_attr_italic(void) { return A_ITALIC; }
static inline attr_t sk_attr_invisible(void) { return A_INVIS; }
/// The code points one ncurses cell holds, the spacing one included.
static inline int sk_cell_code_points(void) { return CCHARW_MAX; }

/// Writes one grapheme (up to a few code points, NUL-terminated) at y, x of
/// stdscr, in colour pair `pair` (0: the terminal's own colours). The pair goes
/// through setcchar's extension argument, so pairs past 32767 work too.
static inline int sk_put_cell(int y, int x, const wchar_t *grapheme, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, grapheme, attrs, 0, pair == 0 ? NULL : &pair) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

/// The colours terminfo says the terminal has (-1 or 0 when it has none),
/// read without starting colour.
static inline int sk_terminal_colors(void) { return tigetnum("colors"); }
static inline int sk_color_pairs(void) { return COLOR_PAIRS; }

// The terminfo level beneath curses, for the inline region, which draws on
// the normal screen below the prompt, where curses cannot.
#include <ncursesw/term.h>

/// Reads the terminfo entry of `type` (NULL: $TERM) for the terminal on
/// `output`, without starting curses; 1 when the type is known.
static inline int sk_setupterm(const char *type, int output) {
    int status = 0;
    return setupterm(type, output, &status) == OK ? 1 : 0;
}

/// A terminfo string capability with one parameter put in (`cuu`, `setaf`):
/// tparm takes its parameters as C varargs, which Swift cannot pass.
static inline const char *sk_tparm1(const char *capability, long parameter) {
    return tparm(capability, parameter, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}

#endif
