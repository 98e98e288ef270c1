/// A picture's pixels, four bytes each (red, green, blue, alpha), row by
/// row: what an image file decodes to. A class, so that an `Image` holding
/// one stays cheap to copy and compares by identity.
final class Bitmap: Sendable {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The average colour of the pixels in columns `left..<right` and rows
    /// `top..<bottom` (at least one of each), with the share of them that is
    /// opaque: as a picture is shrunk, each cell's half shows what it covers.
    func average(left: Int, top: Int, right: Int, bottom: Int) -> (red: Int, green: Int, blue: Int, opaque: Bool) {
        let x0 = max(0, min(width - 1, left))
        let y0 = max(0, min(height - 1, top))
        let x1 = max(x0 + 1, min(width, right))
        let y1 = max(y0 + 1, min(height, bottom))
        var red = 0
        var green = 0
        var blue = 0
        var alpha = 0
        var count = 0
        for y in y0..<y1 {
            var index = (y * width + x0) * 4
            for _ in x0..<x1 {
                let a = Int(pixels[index + 3])
                red += Int(pixels[index]) * a
                green += Int(pixels[index + 1]) * a
                blue += Int(pixels[index + 2]) * a
                alpha += a
                count += 1
                index += 4
            }
        }
        guard alpha > 0 else { return (0, 0, 0, false) }
        return (red / alpha, green / alpha, blue / alpha, alpha * 2 >= count * 255)
    }
}
