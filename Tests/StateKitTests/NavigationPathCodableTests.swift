import Foundation
import StateKit
import Testing

struct Waypoint: Codable, Hashable {
    let name: String
    let miles: Int
}

@MainActor
@Suite("NavigationPath's codable form")
struct NavigationPathCodableTests {
    @Test("a path of Codable values round-trips through JSONEncoder, each value as its own type")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(3)
        path.append("details")
        path.append(Waypoint(name: "Summit", miles: 12))
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test("a value that is not Codable makes the codable form nil")
    func notCodable() {
        struct Opaque: Hashable {}
        var path = NavigationPath()
        path.append(Opaque())
        #expect(path.codable == nil)
    }

    @Test("a type the program lacks fails to decode, naming it")
    func unknownType() {
        let json = Data(#"["NoSuchType9Kz","1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        }
    }
}
