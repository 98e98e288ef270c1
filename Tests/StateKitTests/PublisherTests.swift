import Testing

@testable import StateKit

@Suite("ObservableObjectPublisher")
@MainActor
struct PublisherTests {
    @Test("subscribers hear a change in subscription order, however they were cancelled")
    func orderSurvivesCancellation() {
        let publisher = ObservableObjectPublisher()
        var heard: [String] = []
        var subscriptions = ["a", "b", "c", "d"].map { name in
            publisher.subscribe { _ in heard.append(name) }
        }
        publisher.send()
        #expect(heard == ["a", "b", "c", "d"])
        // The first one goes: the second takes its place.
        subscriptions[0].cancel()
        heard.removeAll()
        publisher.send()
        #expect(heard == ["b", "c", "d"])
        #expect(publisher.subscriberCount == 3)
        // One in the middle goes; released, not cancelled.
        subscriptions.remove(at: 2)
        heard.removeAll()
        publisher.send()
        #expect(heard == ["b", "d"])
        subscriptions.append(publisher.subscribe { _ in heard.append("e") })
        heard.removeAll()
        publisher.send()
        #expect(heard == ["b", "d", "e"])
        subscriptions.removeAll()
        #expect(publisher.subscriberCount == 0)
        heard.removeAll()
        publisher.send()
        #expect(heard.isEmpty)
    }

    @Test("a cancelled subscription cancelled again, or released, removes no one else")
    func cancellingTwiceIsHarmless() {
        let publisher = ObservableObjectPublisher()
        var heard = 0
        let first = publisher.subscribe { _ in heard += 1 }
        let second = publisher.subscribe { _ in heard += 10 }
        first.cancel()
        first.cancel()
        publisher.send()
        #expect(heard == 10)
        #expect(publisher.subscriberCount == 1)
        _ = second
    }

    @Test("a subscription holds its publisher until it is cancelled, and no longer")
    func subscriptionHoldsThePublisher() {
        weak var publisher: ObservableObjectPublisher?
        var subscription: Subscription?
        do {
            let counter = Counter()
            publisher = counter.objectWillChange
            subscription = counter.objectWillChange.subscribe { _ in }
        }
        #expect(publisher?.subscriberCount == 1)
        subscription?.cancel()
        #expect(publisher == nil)
        subscription = nil
    }
}
