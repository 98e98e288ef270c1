extension ViewGraph {
    /// Makes `phase` the scene's phase, as the terminal's focus reports say
    /// (`.inactive` while its window is in the background): the views that
    /// read `scenePhase` are evaluated again, and no other.
    package func setScenePhase(_ phase: ScenePhase) {
        guard let host, host.environment.scenePhase != phase else { return }
        var environment = host.environment
        environment.scenePhase = phase
        let changed = host.environment.changedValues(comparedTo: environment)
        host.updateEnvironmentValues(from: environment, changed: changed)
    }
}
