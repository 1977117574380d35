import Foundation
import Rheo
import RheoTestSupport
import XCTest

/// A main-actor view model: a Binder whose binding closure touches main-actor state.
@MainActor
private final class TitleViewModel {
    private(set) var title = ""

    var titleBinder: Binder<String> {
        Binder(self) { viewModel, title in
            viewModel.title = title
        }
    }
}

/// Runs the main run loop until `condition` holds or `timeout` seconds have passed.
@MainActor
private func runMainLoop(until condition: () -> Bool, timeout: TimeInterval = 10) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
}

final class MainActorBindingTests: RheoTestCase {
    // XCTest on Linux runs synchronous tests on the main thread, so the test can enter the
    // main actor with `assumeIsolated` and drive the main queue itself.
    func testADriverDrivesABinderOfAMainActorViewModel() {
        MainActor.assumeIsolated {
            let viewModel = TitleViewModel()
            let relay = BehaviorRelay(value: "a")
            let subscription = relay.asDriver().drive(viewModel.titleBinder)
            relay.accept("b")
            runMainLoop(until: { viewModel.title == "b" })
            XCTAssertEqual(viewModel.title, "b")
            subscription.dispose()
        }
    }

    func testABinderCrossesFromTheMainActorToATaskThatFeedsIt() async {
        let (binder, read) = await MainActor.run {
            let viewModel = TitleViewModel()
            return (viewModel.titleBinder, { @MainActor in viewModel.title })
        }
        // `Binder<String>` is Sendable: a background task may send to it; the value is
        // applied on the main queue.
        await Task.detached {
            binder.onNext("from a task")
        }.value
        let deadline = Date().addingTimeInterval(10)
        var title = await read()
        while title != "from a task", Date() < deadline {
            await Task.yield()
            title = await read()
        }
        XCTAssertEqual(title, "from a task")
    }
}
