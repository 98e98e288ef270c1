import CImage
import Foundation
import Synchronization

/// Pictures read from PNG and JPEG files, through the system's libpng and
/// libjpeg (`CImage`). What is read is kept: a file is decoded once.
package enum ImageFiles {
    private static let decoded = Mutex<[String: Bitmap?]>([:])

    /// The pixels of the file at `url`; `nil` when it cannot be read or decoded.
    static func bitmap(at url: URL) -> Bitmap? {
        let path = url.path
        if let known = decoded.withLock({ $0[path] }) { return known }
        let bitmap = decode(path)
        decoded.withLock { $0[path] = bitmap }
        return bitmap
    }

    private static func decode(_ path: String) -> Bitmap? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard let pixels = sk_image_load(path, &width, &height) else { return nil }
        defer { sk_image_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return Bitmap(
            width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
