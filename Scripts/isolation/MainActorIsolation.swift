// Type-checked by Scripts/check-isolation.sh in Swift 6 mode with `-verify`: a closure
// that is main-actor-isolated cannot reach a scheduler or an operator from code off the
// main actor, and the main-actor bindings (`drive`, `emit`, `subscribe` on shared
// sequences, `bind(onNext:)`, `Binder`) take main-actor closures on the main actor with
// no diagnostic. Not part of any target.
//
// Not diagnosed, by Swift 6.3.1 or by Rheo (docs/Observation.md): a *plain* closure
// formed in a `@MainActor` function and given to `map`, `subscribe(onNext:)`, `do`,
// `create`, `generate` or `scheduler.schedule` is main-actor-isolated by inference, and
// runs on the scheduler's thread when one moves it there (`observe(on:)`,
// `subscribe(on:)`, a background scheduler), with no run-time check unless the client is
// built with `-enable-actor-data-race-checks`.
import Rheo

@MainActor final class ViewModel {
    // expected-note@+1 2 {{mutation of this property is only permitted within the actor}}
    var title = ""
    func show(_ title: String) { self.title = title }
}

final class Target {}

// A closure written `@MainActor` cannot be handed to an operator or a scheduler from code
// that is not on the main actor: it would run on whatever thread the scheduler picks.
// expected-note@+1 3 {{add '@MainActor' to make global function 'explicitMainActorClosuresOffTheMainActor' part of global actor 'MainActor'}}
func explicitMainActorClosuresOffTheMainActor(
    _ xs: Observable<String>, _ driver: Driver<String>, _ signal: Signal<String>,
    _ viewModel: ViewModel, _ background: SerialDispatchQueueScheduler
) {
    // expected-error@+1 {{converting function value of type '@MainActor @Sendable (String) -> ()' to '(String) throws -> ()' loses global actor 'MainActor'}}
    _ = xs.observe(on: background).map { @MainActor title in viewModel.title = title }
    // expected-error@+1 {{converting function value of type '@MainActor @Sendable (String) -> ()' to '(String) -> Void' loses global actor 'MainActor'}}
    _ = xs.subscribe(on: background).subscribe(onNext: { @MainActor title in viewModel.title = title })
    // expected-error@+1 {{converting function value of type '@MainActor @Sendable (()) -> any Disposable' to '(()) -> any Disposable' loses global actor 'MainActor'}}
    _ = background.schedule(()) { @MainActor _ in
        viewModel.title = "x"
        return Disposables.create()
    }
    // expected-error@+1 {{converting function value of type '@MainActor @Sendable (()) -> any Disposable' to '(()) -> any Disposable' loses global actor 'MainActor'}}
    _ = background.scheduleRelative((), dueTime: .seconds(1)) { @MainActor _ in
        viewModel.title = "x"
        return Disposables.create()
    }
    // expected-error@+1 {{call to main actor-isolated instance method 'drive(onNext:onCompleted:onDisposed:file:line:)' in a synchronous nonisolated context}}
    _ = driver.drive(onNext: { @MainActor title in viewModel.title = title })
    // expected-error@+1 {{call to main actor-isolated instance method 'emit(onNext:onCompleted:onDisposed:file:line:)' in a synchronous nonisolated context}}
    _ = signal.emit(onNext: { @MainActor title in viewModel.title = title })
    // expected-error@+1 {{call to main actor-isolated instance method 'subscribe(onNext:onCompleted:onDisposed:file:line:)' in a synchronous nonisolated context}}
    _ = driver.subscribe(onNext: { @MainActor title in viewModel.title = title })
    // expected-error@+1 {{converting function value of type '@MainActor @Sendable (Target, String) -> ()' to '(Target, String) -> Void' loses global actor 'MainActor'}}
    _ = Binder(Target(), scheduler: background) { @MainActor _, title in viewModel.title = title }
}

// Main-actor state touched from a closure that is not main-actor-isolated.
func mainActorStateFromANonisolatedClosure(_ xs: Observable<String>, _ viewModel: ViewModel) {
    // expected-error@+1 {{main actor-isolated property 'title' can not be mutated from a nonisolated context}}
    _ = xs.subscribe(onNext: { title in viewModel.title = title })
    // expected-error@+1 {{main actor-isolated property 'title' can not be mutated from a nonisolated context}}
    _ = Binder(Target()) { _, title in viewModel.title = title }
}

// Allowed: on the main actor, main-actor closures given to the main-actor bindings.
@MainActor func mainActorBindings(
    _ xs: Observable<String>, _ driver: Driver<String>, _ signal: Signal<String>, _ viewModel: ViewModel
) {
    _ = driver.drive(onNext: { @MainActor title in viewModel.title = title })
    _ = driver.drive(onNext: viewModel.show)
    _ = driver.drive(with: viewModel, onNext: { @MainActor viewModel, title in viewModel.title = title })
    _ = signal.emit(onNext: { @MainActor title in viewModel.title = title })
    _ = signal.emit(with: viewModel, onNext: { @MainActor viewModel, title in viewModel.title = title })
    _ = driver.subscribe(onNext: { @MainActor title in viewModel.title = title })
    _ = signal.subscribe(onNext: { @MainActor title in viewModel.title = title })
    _ = xs.bind(onNext: { @MainActor title in viewModel.title = title })
    _ = Binder(viewModel) { @MainActor viewModel, title in viewModel.title = title }
}

// Allowed: RxSwift's calls with plain closures, off the main actor, still select RxSwift's
// overloads (the main-actor `drive`/`emit` would not compile here: they are `@MainActor`).
func rxSwiftCallsOffTheMainActor(_ xs: Observable<String>, _ driver: Driver<String>, _ signal: Signal<String>) {
    var count = 0
    _ = driver.drive(onNext: { _ in count += 1 }, onCompleted: {}, onDisposed: {})
    _ = driver.drive(onNext: nil)
    _ = driver.drive(with: Target(), onNext: { _, _ in count += 1 })
    _ = signal.emit(onNext: { _ in count += 1 })
    _ = signal.emit(with: Target(), onNext: { _, _ in count += 1 })
    _ = xs.bind(onNext: { _ in count += 1 })
    let _: Binder<String> = Binder(Target()) { _, _ in count += 1 }
    let _: Binder<String> = Binder(Target(), scheduler: MainScheduler.instance) { _, _ in count += 1 }
}
