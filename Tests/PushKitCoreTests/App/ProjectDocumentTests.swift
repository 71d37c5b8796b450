import PushKitJSON
import Testing

@testable import PushKitCore

/// pushkit's own documents told apart from pushes by their content.
@Suite struct ProjectDocumentTests {
    static func recognise(_ text: String) throws -> ProjectDocument? {
        let root = try #require(JSONReader().read(Array(text.utf8)).validDocument?.root)
        return ProjectDocument.recognise(root)
    }

    @Test(arguments: [
        (#"{"liveActivities":{}}"#, ProjectDocument.appProfile),
        (
            #"{"$schema":"x","description":"d","bundleID":"a.b","sdks":{},"categories":[],"strings":{},"types":{}}"#,
            .appProfile
        ),
        (#"{"routes":[],"categories":["A"]}"#, .appProfile),
        (#"{"$schema":"../../Schemas/app.schema.json","contentState":{}}"#, .appProfile),
        (#"{"routes":[]}"#, .routeManifest),
        (#"{"$schema":"../Schemas/routes.schema.json","routes":[],"description":"d"}"#, .routeManifest),
        (#"{"$schema":"routes.schema.json","rutes":[]}"#, .routeManifest),
    ])
    func recognised(_ text: String, _ expected: ProjectDocument) throws {
        #expect(try Self.recognise(text) == expected)
    }

    @Test(arguments: [
        "{}", #"{"description":"d"}"#, #"{"$schema":"x"}"#, #"{"aps":{},"types":{}}"#, #"{"message":{"token":"t"}}"#,
        #"{"routes":[],"aps":{}}"#, #"[{"routes":[]}]"#, #""routes""#, #"{"bundleID":"a","extra":1}"#,
    ])
    func notRecognised(_ text: String) throws {
        #expect(try Self.recognise(text) == nil)
    }
}
