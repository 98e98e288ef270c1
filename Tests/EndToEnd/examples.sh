# The example apps driven as a user drives them: todo list, contacts, recipes,
# tip calculator, settings, shopping list, a list of a million rows, a checkout
# laid out in points, a habit tracker whose pushed detail and sheet edit one
# store. Sourced by run.sh, whose helpers (lib.sh) it uses.

echo "e2e: example-todo-list, a first app: add by Return, tick by click, clear done, the About tab"
start_shell
# UserDefaults keeps @AppStorage in $XDG_CONFIG_HOME/example-todo-list.plist.
todo="XDG_CONFIG_HOME=$work/config '$examples/example-todo-list'"
run_in_shell "$todo; echo EXIT=\$?"
check "the todo list starts with its three items" wait_for "[ ] Write the report"
check "3 left" shows "3 left"
click_on "What needs doing?"
check "a click on the placeholder focuses the field, its submit label shown" wait_for "⏎ done"
tm send-keys -t e2e -l 'Call mom'
tm send-keys -t e2e Home
tm send-keys -t e2e -l 'Please '
tm send-keys -t e2e Enter
check "Return adds the item, typed with the cursor moved to the start" wait_for "[ ] Please Call mom"
check "4 left" wait_for "4 left"
check "the field is empty again and still focused" shows "⏎ done"
click_on "Walk the dog"
check "a click on an item ticks it" wait_for "[x] Walk the dog"
check "3 left after the tick" wait_for "3 left"
check "the click took the focus out of the field" wait_for_gone "⏎ done"
click_on "Hide done"
check "Hide done hides the ticked item" wait_for_gone "Walk the dog"
click_on "Hide done"
check "and shows it again" wait_for "[x] Walk the dog"
click_on "Clear done"
check "Clear done removes the ticked item" wait_for_gone "Walk the dog"
check "the others stay" shows "[ ] Please Call mom"
click_on "About"
check "the About tab shows" wait_for "A small list to keep track of things."
check "and the list is gone" wait_for_gone "Buy milk"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane
# Where the screen's last cell is blank, it is an invisible blank, which
# spares ncurses a search of the blank rows at every update (CursesTerminal).
# The shell's TERM=screen has no invisible attribute to show it by.
run_in_shell "TERM=xterm-256color XDG_CONFIG_HOME=$work/config '$examples/example-todo-list'; echo EXIT=\$?"
wait_for "Clear done" >/dev/null
last_cell_invisible() { tm capture-pane -p -e -t e2e | tail -1 | grep -q $'\e\\[8m *$'; }
check "the last cell, blank, is drawn invisible" last_cell_invisible
tm send-keys -t e2e C-c
wait_for "EXIT=130" >/dev/null
# @AppStorage through each way out: the switch is as it was left at the next start.
todo_again() {
  tm send-keys -t e2e C-l
  run_in_shell "SWIFT_BACKTRACE=interactive=no XDG_CONFIG_HOME=$work/config sh -c 'echo \$\$ > $work/pid; exec \"$examples/example-todo-list\"'; echo EXIT=\$?"
  wait_for "Clear done" >/dev/null
}
todo_again
click_on "Hide done"
check "Hide done switched on" wait_for "[x] Hide done"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
todo_again
check "@AppStorage kept Hide done through Ctrl-C" shows "[x] Hide done"
click_on "Hide done"
check "Hide done switched off" wait_for "[ ] Hide done"
kill -TERM "$(cat "$work/pid")"
check "kill -TERM ends it with 143" wait_for "EXIT=143"
todo_again
check "@AppStorage kept it off through SIGTERM" shows "[ ] Hide done"
click_on "Hide done"
check "Hide done on again" wait_for "[x] Hide done"
# The store reaches the disk as the loop turn that wrote it ends.
sleep 0.5
kill -ABRT "$(cat "$work/pid")"
check "kill -ABRT ends it with 134" wait_for "EXIT=134"
todo_again
check "@AppStorage kept it on through SIGABRT" shows "[x] Hide done"
tm send-keys -t e2e C-c
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-contacts, a NavigationStack with a path: links, the way back, a toolbar, a sheet that adds, an alert that deletes"
start_shell
run_in_shell "'$examples/example-contacts'; echo EXIT=\$?"
check "the contacts list under its title" wait_for "Grace Hopper"
check "the title line" shows "Contacts"
click_on "Grace Hopper"
check "a click on a link pushes the contact" wait_for "Email: grace@example.org"
check "the title line: the back button and the contact's name" shows "‹ Contacts"
click_on "Note"
tm send-keys -t e2e -l 'call back'
click_on "History"
check "a link on the detail pushes its destination" wait_for "No calls with Grace Hopper yet."
check "its back button names the screen below" shows "‹ Grace Hopper"
tm send-keys -t e2e Escape
check "Escape goes back" wait_for "Email: grace@example.org"
check "the covered screen kept its note" shows "call back"
click_on "Done"
check "Done dismisses the contact" wait_for "Katherine Johnson"
check "the path is empty again" shows "0 open"
tm send-keys -t e2e Tab Tab Down Enter
check "Tab past the toolbar's Add to the list, Down and Enter push the second contact" wait_for "Email: grace@example.org"
check "the path holds it" wait_for_gone "0 open"
click_on "‹ Contacts"
check "a click on the back button goes back" wait_for "Ada Lovelace"
click_on "Ada Lovelace"
wait_for "Email: ada@example.org" >/dev/null
check "a contact pushed again starts afresh" bash -c "! tmux -L '$socket' capture-pane -p -t e2e | grep -q 'call back'"
tm send-keys -t e2e BSpace
check "Backspace goes back where no field takes it" wait_for "Katherine Johnson"
click_on "+ Add"
check "the toolbar's Add opens the sheet" wait_for "New contact"
check "the sheet's own toolbar, Cancel leading" shows "│  Cancel "
click_on "Name"
tm send-keys -t e2e -l 'Alan Turing'
check "typing in the sheet's field" wait_for "Save adds Alan Turing."
click_on "Save"
check "Save closes the sheet and adds the contact" wait_for "Alan Turing"
check "four contacts now" shows "4 contacts"
click_on "+ Add"
wait_for "New contact" >/dev/null
click_on "Name"
tm send-keys -t e2e -l 'Nobody'
wait_for "Save adds Nobody." >/dev/null
tm send-keys -t e2e Escape
check "Escape closes the sheet, from its field" wait_for_gone "New contact"
check "and adds nobody" not shows "Nobody"
click_on "+ Add"
check "the sheet presented again starts afresh" wait_for "A contact needs a name."
click_on "Cancel"
check "Cancel closes it" wait_for_gone "New contact"
click_on "Alan Turing"
wait_for "Phone:" >/dev/null
click_on "Delete"
check "the toolbar's Delete asks in an alert" wait_for "Delete Alan Turing?"
check "the alert's cancel button is drawn last" shows "Delete    Cancel"
tm send-keys -t e2e Escape
check "Escape answers Cancel" wait_for_gone "Delete Alan Turing?"
check "the contact is still there" shows "‹ Contacts"
click_on "Delete"
wait_for "Delete Alan Turing?" >/dev/null
tm send-keys -t e2e BTab
sleep 0.2
tm send-keys -t e2e Enter
check "Shift-Tab and Enter press Delete: the contact goes, and so does its page" wait_for "3 contacts"
check "Alan Turing is gone" not shows "Alan Turing"
tm resize-window -t e2e -x 80 -y 24
check "at 80x24 the toolbar's button moves to the new trailing edge" wait_for_trailing "+ Add" 79
click_on "+ Add"
check "at 80x24 the sheet fits, its toolbar too" wait_for "Save"
tm send-keys -t e2e Escape
wait_for_gone "New contact" >/dev/null
tm resize-window -t e2e -x 100 -y 30
wait_for_trailing "+ Add" 99 >/dev/null
click_on "+ Add"
wait_for "New contact" >/dev/null
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130, a sheet up" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-recipes, a NavigationSplitView: side by side when wide, a stack when narrow"
start_shell
run_in_shell "'$examples/example-recipes'; echo EXIT=\$?"
check "wide: the sidebar's categories" wait_for "☾ Dinner"
check "and the detail's placeholder beside them" shows "│                            Choose a category."
click_on "Dinner"
check "a click on a category shows its recipes in the detail" wait_for "Risotto · 40 min"
check "the sidebar stays" shows "☀ Breakfast"
click_on "Risotto"
check "a link in the detail pushes within the detail column" wait_for "40 minutes, for 2"
check "its back button names the category" shows "│‹ Dinner"
click_on "More"
check "the recipe's own state" wait_for "40 minutes, for 3"
click_on "Favourite"
check "its toolbar button" wait_for "Unfavourite"
tm send-keys -t e2e Escape
check "Escape goes back in the detail column" wait_for "Curry · 50 min"
click_on "Favourites only"
check "the list's toolbar toggle filters it" wait_for_gone "Curry"
check "to the favourite" shows "Risotto"
tm resize-window -t e2e -x 60 -y 24
check "narrow: a stack showing the chosen category's recipes" wait_for "‹ Recipes"
tm send-keys -t e2e Escape
check "Escape goes back to the sidebar" wait_for "Lunch"
check "the sidebar alone" not shows "│"
tm send-keys -t e2e Tab Down Enter
check "Tab, Down and Enter choose Lunch, which pushes its recipes" wait_for "Tomato soup · 35 min"
tm resize-window -t e2e -x 80 -y 24
check "at 80x24 the columns stand side by side again" wait_for "│ Tomato soup · 35 min"
tm resize-window -t e2e -x 100 -y 30
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-tip-calculator, a Form: a currency field, a menu picker, a segmented picker, totals"
start_shell
run_in_shell "'$examples/example-tip-calculator'; echo EXIT=\$?"
check "the form's sections under the title" wait_for "HOW MUCH TIP DO YOU WANT TO LEAVE?"
check "the menu picker, its value at the row's end" shows "2 people ▾"
click_on "US\$0.00"
check "a click focuses the amount; the toolbar's Done shows" wait_for "Done"
tm send-keys -t e2e C-a C-k
tm send-keys -t e2e -l '80'
check "typing is in the field" wait_for "Amount 80"
check "and changes no total before the amount commits" shows "US\$0.00"
tm send-keys -t e2e Tab
check "Tab commits the amount, shown in its format" wait_for "Amount US\$80.00"
check "and the totals follow: a 20% tip" shows "US\$16.00"
check "per person, of two" shows "US\$48.00"
check "Done went with the focus" not shows "Done"
tm send-keys -t e2e Enter
check "Enter on the picker opens its menu, the chosen option ticked" wait_for "✓ 2 people"
tm send-keys -t e2e Down Down Enter
check "Down, Down, Enter choose four people" wait_for "4 people ▾"
check "per person, of four" shows "US\$24.00"
click_on "25%"
check "a click on a segment chooses the tip" wait_for "US\$20.00"
check "per person, with 25%" shows "US\$25.00"
tm resize-window -t e2e -x 80 -y 24
check "at 80x24 the form lays out again, the values at the rows' ends" wait_for "  Number of people                                                    4 people ▾"
click_on "4 people"
check "a click on the picker opens its menu" wait_for "✓ 4 people"
click_on "1 person"
check "a click on an option picks it" wait_for "1 person ▾"
check "one pays all" shows "US\$100.00"
tm resize-window -t e2e -x 100 -y 30
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-settings, a Form with every control, driven by Tab and the mouse"
start_shell
run_in_shell "'$examples/example-settings'; echo EXIT=\$?"
check "the form's first section, its values in a column" wait_for "Name     Ada"
check "a segmented picker" shows " System │ Light │ Dark"
check "an inline picker" shows "◉ Metric"
check "a group box" shows "This device"
check "switches, on" shows "━━●"
check "and off" shows "○──"
click_on "Light"
check "a click on a segment chooses it; the footer follows" wait_for "Theme: light, 14 pt"
click_on "Password"
tm send-keys -t e2e -l 'secret'
check "a secure field draws bullets" wait_for "Password ••••••"
check "and not the text" not shows "secret"
click_on "Sounds"
check "a click flips a switch" wait_for_gone "○──"
click_on "│ +"
check "the stepper's + steps up" wait_for "Reminders: 3"
click_on "Reminders"
tm send-keys -t e2e Down Down Down Down Down
check "focused, Down steps down, to the bottom of the range" wait_for "Reminders: 0"
click_on "Volume 5"
tm send-keys -t e2e Right Right
check "the slider's label focuses it; Right moves it by its step" wait_for "Volume 7"
check "a date picker of the time, at the row's end" shows "$(printf 'Quiet from%83s22:00' '')"
tm send-keys -t e2e Tab Up Right Down Down
check "Tab reaches it; Up steps the hour, Right chooses the minute, Down steps it" wait_for "23:58"
tm send-keys -t e2e Tab Tab Tab Tab
check "Tab reaches the controls out of view, past the control group, scrolling the form to them" wait_for "▸ Advanced"
tm send-keys -t e2e Enter
check "Enter opens the disclosure group" wait_for "▾ Advanced"
click_on "English ›"
check "the navigation-link picker pushes its options" wait_for "‹ Settings"
check "the chosen one ticked" shows "✓ English"
tm send-keys -t e2e Down Down Enter
check "Down, Down and Enter pick one and go back" wait_for "Deutsch ›"
tm resize-window -t e2e -x 80 -y 24
check "at 80x24 the form lays out again, the switches at the rows' ends" \
  wait_for "$(printf '  Notifications%62s━━●' '')"
for _ in 1 2 3 4 5 6; do tm send-keys -t e2e -H $(printf '\e[<65;40;10M' | od -An -tx1); sleep 0.1; done
check "the wheel scrolls the form to its end" wait_for "Reset all settings"
click_on "Reset all settings"
check "the destructive button asks in an alert" wait_for "Reset all settings?"
click_on "Reset  "
check "a click on Reset closes it" wait_for_gone "Reset all settings?"
check "the settings are back" shows "English ›"
tm resize-window -t e2e -x 100 -y 30
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-shopping-list, an editable, searchable List"
start_shell
run_in_shell "'$examples/example-shopping-list'; echo EXIT=\$?"
check "the list and its search field" wait_for "[/] Find an item"
check "six items" shows "0 of 6 bought"
click_on "Bread"
check "a click ticks an item" wait_for "1 of 6 bought"
tm send-keys -t e2e /
tm send-keys -t e2e -l 'ee'
check "/ focuses the search; typing filters" wait_for_gone "Apples"
check "to the items with ee" shows "[ ] Cheese"
tm send-keys -t e2e C-u Escape
check "cleared, every item again" wait_for "Apples"
click_on "an item, then Return"
tm send-keys -t e2e -l 'Grapes'
tm send-keys -t e2e Enter
check "Return in the field adds an item" wait_for "[ ] Grapes"
tm send-keys -t e2e Tab Tab
sleep 0.2
tm send-keys -t e2e Down DC
check "Tab to the list, Down, Delete: onDelete takes the current row" wait_for "0 of 6 bought"
check "Bread is gone" not shows "Bread"
tm send-keys -t e2e M-Down
check "Alt-Down moves the current row down through onMove" wait_until above "Dates" "Cheese"
click_on "Edit"
check "edit mode marks the rows" wait_for "⊖ [ ] Apples"
click_on "⊖"
check "a click on ⊖ deletes the row" wait_for_gone "Apples"
click_on "Done"
check "Done ends edit mode" wait_for_gone "⊖"
tm resize-window -t e2e -x 80 -y 24
check "at 80x24 the list lays out again" wait_for_trailing "Clear ▾" 79
check "its rows too" shows "Grapes"
tm send-keys -t e2e -H $(printf '\e[<2;5;6M' | od -An -tx1)
tm send-keys -t e2e -H $(printf '\e[<2;5;6m' | od -An -tx1)
check "a right click opens the row's context menu" wait_for "Rename"
tm send-keys -t e2e Enter
check "Rename opens a sheet" wait_for "Rename "
tm send-keys -t e2e Escape
check "Escape closes it" wait_for_gone "Rename "
tm resize-window -t e2e -x 100 -y 30
wait_for_trailing "Clear ▾" 99 >/dev/null
click_on "Grapes"
check "Grapes ticked" wait_for "1 of 5 bought"
click_on "Clear ▾"
check "a click on the toolbar's menu opens it" wait_for "Bought items"
click_on "Bought items"
check "its item runs: the bought items are cleared" wait_for "0 of 4 bought"
check "and the menu is closed" not shows "All items"
tm send-keys -t e2e C-c
check "Ctrl-C ends it with 130" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-long-list, a List of a million rows"
start_shell
run_in_shell "'$examples/example-long-list'; echo EXIT=\$?"
check "the first rows of a million" wait_for "1000000 rows"
check "row 0 at the top of the list" shows "row 0"
# The wheel, down four notches over the list: twelve lines, six rows and their lines.
for _ in 1 2 3 4; do tm send-keys -t e2e -H 1b 5b 3c 36 35 3b 35 3b 31 30 4d; sleep 0.1; done
check "the wheel scrolls it: row 6 comes into view at the top" wait_for_gone "row 5"
check "and row 6 is there" shows "row 6"
tm send-keys -t e2e s
check "s stars row 3, out of view: nothing moves" shows "row 6"
tm send-keys -t e2e i
check "i inserts a row at the top; the rows in view stay" wait_for "1000001 rows"
check "row 6 still in view" shows "row 6"
# Tab past the two buttons to the list.
tm send-keys -t e2e Tab Tab Tab End
check "End reaches the last row" wait_for "row 999999"
tm send-keys -t e2e Home
check "Home the inserted row at the top" wait_for "row -1"
check "and row 3 starred" shows "★ row 3"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane

echo "e2e: example-checkout, a phone's lengths in points on 80x24"
start_shell
tm resize-window -t e2e -x 80 -y 24
run_in_shell "'$examples/example-checkout'; echo EXIT=\$?"
check "the title shows" wait_for "Cupcake Corner"
check "the picture's placeholder shows" shows "Loading the picture"
check "the total shows" shows "Total"
check "and Place Order, all on one screen" shows "Place Order"
# The title, a row of padding above it; the picture's 200 points are 12 rows.
check "20 points of padding are a row above the title" test "$(screen | grep -n 'Cupcake Corner' | cut -d: -f1)" = 2
click_on "│ +"
check "the stepper adds a cupcake" wait_for "Cupcakes: 4"
check "and the total follows" wait_for '10.00'
click_on "Place Order"
check "the order is placed: an alert thanks" wait_for "4 cupcakes are on their way."
tm send-keys -t e2e Enter
check "Return closes the alert" wait_for_gone "Thank you!"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane
tm resize-window -t e2e -x 100 -y 30

echo "e2e: example-habits, a pushed detail and a sheet editing one store, the edits shown in place"
start_shell
run_in_shell "'$examples/example-habits'; echo EXIT=\$?"
check "the habits show" wait_for "Walk the dog (0)"
click_on "Walk the dog"
check "a click pushes the detail" wait_for "Completed 0 times"
click_on "Done today"
check "the pushed detail shows the store's change at once" wait_for "Completed 1 times"
click_on "Done today"
check "and again" wait_for "Completed 2 times"
click_on "Rename"
check "the sheet shows" wait_for "Rename \"Walk the dog\""
click_on "New name"
tm send-keys -t e2e -l 'Walk Rex'
tm send-keys -t e2e Enter
check "saving closes the sheet" wait_for_gone "New name"
check "the detail under it shows the new name" wait_for "Walk Rex"
check "with its count kept" shows "Completed 2 times"
tm send-keys -t e2e Escape
check "back in the list, the row shows both edits" wait_for "Walk Rex (2)"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane
# Color("Streak") from the asset catalog SwiftPM copied beside the program:
# its variant for the terminal's background, as COLORFGBG gives it.
streak_colour() {
  start_shell
  run_in_shell "TERM=xterm-direct COLORFGBG='$1' '$examples/example-habits'; echo EXIT=\$?"
  wait_for "Walk the dog (0)" >/dev/null && click_on "Walk the dog" && wait_for "Completed 0 times" >/dev/null
  tm capture-pane -p -e -t e2e >"$work/streak.txt"
  tm send-keys -t e2e C-c
  wait_for "EXIT=130" >/dev/null
  grep -qF -- "$(printf '\e[38;2;%sm' "$2")Completed 0 times" "$work/streak.txt"
}
check "an asset catalog's colour, its light variant on a light background" streak_colour "0;15" "28;125;46"
check "and its dark variant on a dark one" streak_colour "15;0" "125;224;130"

echo "e2e: example-activity, drawing: a gradient header, a ring drawn with trim, a chart drawn with a path, rounded cards, a medal from its asset catalog, Markdown with a link"
start_shell
run_in_shell "TERM=xterm-direct '$examples/example-activity'; echo EXIT=\$?"
check "the ring shows today's share of the goal" wait_for "30%"
check "beside today's steps" shows "3000 steps"
check "the cards have rounded corners" shows "╭──"
check "the ring is drawn on the braille dot grid" shows "⢀⠴⠚⠉⠉"
check "the header reads on a gradient, from green to blue" bash -c "tmux -L '$socket' capture-pane -p -e -t e2e | grep -q $'\e\\[48;2;[0-9;]*mA'"
check "the tip's Markdown is drawn: italic, bold, and a link underlined in the tint, the app's AccentColor from its asset catalog" bash -c "tmux -L '$socket' capture-pane -p -e -t e2e | grep -F $'\e[3m10,000 steps' | grep -F $'\e[1ma habit' | grep -qF $'\e[4m\e[38;2;255;149;0mWhy it matters'"
check "today's count is bold, the value interpolated into the literal" bash -c "tmux -L '$socket' capture-pane -p -e -t e2e | grep -qF $'\e[1m3000'"
click_on "Why it matters"
check "a click on the link opens it through openURL" wait_for "Opening www.who.int"
# The ring's green arc, from the top clockwise: the cells drawn in SwiftUI's green.
green_cells() { tm capture-pane -p -e -t e2e | grep -o $'\e\\[38;2;52;199;89m[^\e]*' | wc -m; }
before=$(green_cells)
click_on "Walk 500 steps"
check "walking adds to today's steps" wait_for "3500 steps"
check "and the ring fills further" wait_for "35%"
check "its green arc is longer" test "$(green_cells)" -gt "$before"
check "no medal before the goal" bash -c "! tmux -L '$socket' capture-pane -p -t e2e | grep -q '▄▄▄▄'"
for steps in 4000 4500 5000 5500 6000 6500 7000 7500 8000 8500 9000 9500 10000; do
  click_on "Walk 500 steps"
  wait_for "$steps steps" >/dev/null
done
check "at the goal, the ring is full" wait_for "100%"
check "and the medal from the asset catalog shows, in half blocks" shows "▄▄▄▄"
click_on "New day"
check "a new day starts at no steps" wait_for "0 steps"
check "with an empty ring" wait_for " 0%"
tm send-keys -t e2e C-c
check "Ctrl-C ends it" wait_for "EXIT=130"
check "the terminal is sane afterwards" terminal_is_sane
