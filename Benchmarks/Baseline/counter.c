/*
 * The counter screen drawn the cheapest way ncursesw allows: the yardstick
 * that StateKit's output and CPU time are measured against.
 *
 * Everything static is drawn once. A "+" rewrites only the digits of the count
 * in a window of their own, so ncurses has a single cell range to compare and
 * the terminal receives little more than the changed digits.
 *
 * Build: gcc -O2 -Wall -Wextra -o .build/counter-baseline \
 *            Benchmarks/Baseline/counter.c -lncursesw
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Header, counter box (3 rows) and at least 3 rows of the static box. */
#define MIN_LINES 7
#define MIN_COLS 42

#define COUNT_LABEL "Count: "

static const char *const static_lines[] = {
    "This pane never changes.",
    "It is drawn once, before the first key.",
    "Only the digits of the count are redrawn.",
};

static cchar_t glyph(const wchar_t *text)
{
    cchar_t c;
    setcchar(&c, text, A_NORMAL, 0, NULL);
    return c;
}

/* The same box characters as StateKit, written as Unicode rather than ACS so
 * the terminal never has to switch character sets. */
static void draw_box(WINDOW *win, int top, int left, int height, int width)
{
    cchar_t tl = glyph(L"┌"), tr = glyph(L"┐"), bl = glyph(L"└");
    cchar_t br = glyph(L"┘"), hz = glyph(L"─"), vt = glyph(L"│");
    int bottom = top + height - 1, right = left + width - 1;

    mvwadd_wch(win, top, left, &tl);
    mvwhline_set(win, top, left + 1, &hz, width - 2);
    mvwadd_wch(win, top, right, &tr);
    mvwvline_set(win, top + 1, left, &vt, height - 2);
    mvwvline_set(win, top + 1, right, &vt, height - 2);
    mvwadd_wch(win, bottom, left, &bl);
    mvwhline_set(win, bottom, left + 1, &hz, width - 2);
    /* In the screen's bottom-right cell ncurses places the character and then
     * reports that the cursor could not advance; that error is expected. */
    mvwadd_wch(win, bottom, right, &br);
}

static void draw_static(void)
{
    int lines = (int)(sizeof static_lines / sizeof static_lines[0]);
    int room = LINES - 6; /* rows inside the second box */

    mvaddstr(0, 0, "StateKit counter · + increments, q quits");
    draw_box(stdscr, 1, 0, 3, COLS);
    draw_box(stdscr, 4, 0, LINES - 4, COLS);
    for (int i = 0; i < lines && i < room; i++)
        mvaddnstr(5 + i, 2, static_lines[i], COLS - 4);
}

int main(void)
{
    setlocale(LC_ALL, "");
    initscr();
    if (LINES < MIN_LINES || COLS < MIN_COLS) {
        endwin();
        fprintf(stderr, "counter: needs at least %dx%d, the terminal is %dx%d\n",
                MIN_COLS, MIN_LINES, COLS, LINES);
        return 1;
    }
    cbreak();
    noecho();
    curs_set(0);
    /* Where the cursor is left does not matter with it hidden, so ncurses
     * need not send a move back after each update. */
    leaveok(stdscr, TRUE);

    /* The count's own window, inside the first box's content row: the only
     * cells that ever change. */
    WINDOW *count = newwin(1, COLS - 3, 2, 2);
    if (count == NULL) {
        endwin();
        fprintf(stderr, "counter: cannot create the count window\n");
        return 1;
    }
    leaveok(count, TRUE);

    draw_static();
    wnoutrefresh(stdscr);
    unsigned long n = 0;
    mvwprintw(count, 0, 0, COUNT_LABEL "%lu", n);
    wnoutrefresh(count);
    doupdate();

    /* Blocking reads: no timer, so no CPU time while nobody types. */
    for (;;) {
        int key = wgetch(count);
        unsigned long before = n;
        int quit = 0;

        /* Keys already queued (a paste, key repeat) are folded into one
         * screen update instead of one per key. */
        nodelay(count, TRUE);
        for (; key != ERR; key = wgetch(count)) {
            if (key == 'q') {
                quit = 1;
                break;
            }
            if (key == '+')
                n++;
        }
        nodelay(count, FALSE);
        if (quit)
            break;
        if (n == before)
            continue;

        /* Counts only grow, so the new digits cover the old ones: the label
         * stays as it is and no clearing is needed. */
        mvwprintw(count, 0, (int)(sizeof COUNT_LABEL - 1), "%lu", n);
        wnoutrefresh(count);
        doupdate();
    }

    delwin(count);
    endwin();
    return 0;
}
