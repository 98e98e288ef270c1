/*
 * A form of text fields written with ncurses's own form library (libformw):
 * the yardstick for a key typed in a field, as counter.c is for a button.
 *
 * The screen is the one `statekit-demo form-stress --terminal` shows: a
 * section header, then one row per field, its label in a column and its text
 * after it. The first field has the focus from the start, and the field with
 * the focus is filled with the same faint grey StateKit gives it (xterm's
 * colour 236, where the terminal has 256 colours), so that both programs draw
 * the same screen. A printable key goes into the field, Backspace deletes the
 * character before the cursor, and Ctrl-C ends the program with status 130,
 * the terminal restored.
 *
 * Build: gcc -O2 -Wall -Wextra -o .build/field-baseline \
 *            Benchmarks/Baseline/field.c -lformw -lncursesw
 * Usage: field-baseline [FIELDS]   (5 unless given, at most 200)
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/form.h>

#define MAX_FIELDS 200
#define LABEL_COLUMN 2
#define VALUE_COLUMN 10
#define FIRST_ROW 2

#define FOCUS_PAIR 1

static volatile sig_atomic_t interrupted;
static chtype focus_fill = A_NORMAL;

/* The form library calls these as the focus enters and leaves a field. */
static void field_entered(FORM *form)
{
    set_field_back(current_field(form), focus_fill);
}

static void field_left(FORM *form)
{
    set_field_back(current_field(form), A_NORMAL);
}

static void on_interrupt(int signal_number)
{
    (void)signal_number;
    interrupted = 1;
}

int main(int argc, char **argv)
{
    int count = argc > 1 ? atoi(argv[1]) : 5;
    if (count < 1 || count > MAX_FIELDS) {
        fprintf(stderr, "field-baseline: FIELDS must be from 1 to %d\n", MAX_FIELDS);
        return 2;
    }
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    if (has_colors() && start_color() == OK && use_default_colors() == OK && COLORS >= 256) {
        init_pair(FOCUS_PAIR, -1, 236);
        focus_fill = COLOR_PAIR(FOCUS_PAIR);
    }
    /* Without SA_RESTART, so that the blocked read returns on Ctrl-C. */
    struct sigaction action = {0};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);

    int width = COLS - VALUE_COLUMN - 2;
    int shown = LINES - FIRST_ROW;
    if (width < 1 || shown < 1) {
        endwin();
        fprintf(stderr, "field-baseline: the terminal is too small\n");
        return 2;
    }
    if (count > shown) count = shown;

    FIELD *fields[MAX_FIELDS + 1];
    for (int index = 0; index < count; index++) {
        fields[index] = new_field(1, width, FIRST_ROW + index, VALUE_COLUMN, 0, 0);
        set_field_back(fields[index], A_NORMAL);
        field_opts_off(fields[index], O_AUTOSKIP | O_STATIC);
    }
    fields[count] = NULL;
    FORM *form = new_form(fields);
    set_field_init(form, field_entered);
    set_field_term(form, field_left);
    post_form(form);

    mvaddstr(FIRST_ROW - 1, LABEL_COLUMN, "FIELDS");
    for (int index = 0; index < count; index++) {
        mvprintw(FIRST_ROW + index, LABEL_COLUMN, "Field %d", index);
    }
    pos_form_cursor(form);
    refresh();

    while (!interrupted) {
        wint_t key;
        int kind = get_wch(&key);
        if (kind == ERR) continue;
        if (kind == KEY_CODE_YES) {
            if (key == KEY_BACKSPACE) form_driver_w(form, KEY_CODE_YES, REQ_DEL_PREV);
        } else if (key == 127 || key == 8) {
            form_driver_w(form, KEY_CODE_YES, REQ_DEL_PREV);
        } else if (key >= 32) {
            form_driver_w(form, OK, (wchar_t)key);
        }
        refresh();
    }

    unpost_form(form);
    free_form(form);
    for (int index = 0; index < count; index++) free_field(fields[index]);
    endwin();
    return 130;
}
