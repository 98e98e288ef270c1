# SwiftUI names StateKit does not have stop at its own message. Sourced by run.sh, whose helpers (lib.sh) it uses.

echo "e2e: SwiftUI names StateKit does not have stop at its own message"
# Type-checked against the module the tests built: a second or two, no package.
swiftc -typecheck -I "$(dirname "$demo")/Modules" -I "$(dirname "$demo")/COpenCombineHelpers.build" \
  -I "$(dirname "$demo")/CImage.build" \
  -I "$here/../../Sources/CNcurses" \
  -I "$here/../../Sources/CMainQueue" -I "$here/../../Sources/CLibC" \
  "$here/missing-swiftui.swift" >"$work/missing.txt" 2>&1
for name in ColorPicker \
  onLongPressGesture matchedGeometryEffect help SceneStorage Namespace GestureState \
  ScaledMetric horizontalSizeClass; do
  check "$name: StateKit's message" grep -qF "is unavailable: $name is not supported yet: " "$work/missing.txt"
done
check "every error is StateKit's message, saying it is not supported yet and what to use" \
  test "$(grep 'error: ' "$work/missing.txt" | grep -vc 'is unavailable: .* is not supported yet: ..')" = 0
# The fixture uses every name the sources declare unavailable, each giving its
# message: the names are read from both sides, not counted by hand.
check "every name the sources declare unavailable, used by the fixture, with its message" \
  python3 "$here/unavailable_names.py" "$here/../../Sources/StateKit" "$work/missing.txt"
