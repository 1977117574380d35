// Compiled by Scripts/check-deprecations.sh with `-verify`: every call of a deprecated
// RxSwift alias must draw exactly one warning, saying what RxSwift 6.10's attribute says
// (`renamed:` word for word), and nothing else may be diagnosed. Not part of any target.
import Rheo

struct Failure: Error {}

func observableAliases(_ xs: Observable<Int>, _ other: Observable<String>, _ scheduler: SchedulerType) {
    // expected-warning@+2 {{'observeOn' is deprecated: renamed to 'observe(on:)'}}
    // expected-note@+1 {{use 'observe(on:)' instead}}
    _ = xs.observeOn(scheduler)
    // expected-warning@+2 {{'subscribeOn' is deprecated: renamed to 'subscribe(on:)'}}
    // expected-note@+1 {{use 'subscribe(on:)' instead}}
    _ = xs.subscribeOn(scheduler)
    // expected-warning@+2 {{'takeUntil' is deprecated: renamed to 'take(until:)'}}
    // expected-note@+1 {{use 'take(until:)' instead}}
    _ = xs.takeUntil(other)
    // expected-warning@+2 {{'takeUntil(_:predicate:)' is deprecated: renamed to 'take(until:behavior:)'}}
    // expected-note@+1 {{use 'take(until:behavior:)' instead}}
    _ = xs.takeUntil(.inclusive, predicate: { $0 > 1 })
    // expected-warning@+2 {{'takeWhile' is deprecated: renamed to 'take(while:)'}}
    // expected-note@+1 {{use 'take(while:)' instead}}
    _ = xs.takeWhile { $0 < 3 }
    // expected-warning@+2 {{'take(_:scheduler:)' is deprecated: renamed to 'take(for:scheduler:)'}}
    // expected-note@+1 {{use 'take(for:scheduler:)' instead}}
    _ = xs.take(.seconds(1), scheduler: scheduler)
    // expected-warning@+2 {{'skipWhile' is deprecated: renamed to 'skip(while:)'}}
    // expected-note@+1 {{use 'skip(while:)' instead}}
    _ = xs.skipWhile { $0 < 3 }
    // expected-warning@+2 {{'skipUntil' is deprecated: renamed to 'skip(until:)'}}
    // expected-note@+1 {{use 'skip(until:)' instead}}
    _ = xs.skipUntil(other)
    // expected-warning@+2 {{'elementAt' is deprecated: renamed to 'element(at:)'}}
    // expected-note@+1 {{use 'element(at:)' instead}}
    _ = xs.elementAt(2)
    // expected-warning@+2 {{'catchError' is deprecated: renamed to 'catch(_:)'}}
    // expected-note@+1 {{use 'catch(_:)' instead}}
    _ = xs.catchError { _ in .just(0) }
    // expected-warning@+2 {{'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'}}
    // expected-note@+1 {{use 'catchAndReturn(_:)' instead}}
    _ = xs.catchErrorJustReturn(0)
    // expected-warning@+2 {{'catchError' is deprecated: renamed to 'catch(onSuccess:onFailure:onDisposed:)'}}
    // expected-note@+1 {{use 'catch(onSuccess:onFailure:onDisposed:)' instead}}
    _ = Observable<Int>.catchError([xs, xs])
    // expected-warning@+2 {{'retryWhen' is deprecated: renamed to 'retry(when:)'}}
    // expected-note@+1 {{use 'retry(when:)' instead}}
    _ = xs.retryWhen { (errors: Observable<Failure>) in errors }
    // expected-warning@+2 {{'retryWhen' is deprecated: renamed to 'retry(when:)'}}
    // expected-note@+1 {{use 'retry(when:)' instead}}
    _ = xs.retryWhen { (errors: Observable<Error>) in errors }
}

func primitiveSequenceAliases(
    _ single: Single<Int>, _ maybe: Maybe<Int>, _ completable: Completable, _ scheduler: ImmediateSchedulerType
) {
    // expected-warning@+2 {{'observeOn' is deprecated: renamed to 'observe(on:)'}}
    // expected-note@+1 {{use 'observe(on:)' instead}}
    _ = single.observeOn(scheduler)
    // expected-warning@+2 {{'observeOn' is deprecated: renamed to 'observe(on:)'}}
    // expected-note@+1 {{use 'observe(on:)' instead}}
    _ = maybe.observeOn(scheduler)
    // expected-warning@+2 {{'observeOn' is deprecated: renamed to 'observe(on:)'}}
    // expected-note@+1 {{use 'observe(on:)' instead}}
    _ = completable.observeOn(scheduler)
    // expected-warning@+2 {{'subscribeOn' is deprecated: renamed to 'subscribe(on:)'}}
    // expected-note@+1 {{use 'subscribe(on:)' instead}}
    _ = single.subscribeOn(scheduler)
    // expected-warning@+2 {{'subscribeOn' is deprecated: renamed to 'subscribe(on:)'}}
    // expected-note@+1 {{use 'subscribe(on:)' instead}}
    _ = maybe.subscribeOn(scheduler)
    // expected-warning@+2 {{'subscribeOn' is deprecated: renamed to 'subscribe(on:)'}}
    // expected-note@+1 {{use 'subscribe(on:)' instead}}
    _ = completable.subscribeOn(scheduler)
    // expected-warning@+2 {{'catchError' is deprecated: renamed to 'catch(_:)'}}
    // expected-note@+1 {{use 'catch(_:)' instead}}
    _ = single.catchError { _ in .just(0) }
    // expected-warning@+2 {{'catchError' is deprecated: renamed to 'catch(_:)'}}
    // expected-note@+1 {{use 'catch(_:)' instead}}
    _ = maybe.catchError { _ in .empty() }
    // expected-warning@+2 {{'catchError' is deprecated: renamed to 'catch(_:)'}}
    // expected-note@+1 {{use 'catch(_:)' instead}}
    _ = completable.catchError { _ in .empty() }
    // expected-warning@+2 {{'retryWhen' is deprecated: renamed to 'retry(when:)'}}
    // expected-note@+1 {{use 'retry(when:)' instead}}
    _ = single.retryWhen { (errors: Observable<Failure>) in errors }
    // expected-warning@+2 {{'retryWhen' is deprecated: renamed to 'retry(when:)'}}
    // expected-note@+1 {{use 'retry(when:)' instead}}
    _ = maybe.retryWhen { (errors: Observable<Error>) in errors }
    // expected-warning@+2 {{'retryWhen' is deprecated: renamed to 'retry(when:)'}}
    // expected-note@+1 {{use 'retry(when:)' instead}}
    _ = completable.retryWhen { (errors: Observable<Error>) in errors }
    // expected-warning@+2 {{'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'}}
    // expected-note@+1 {{use 'catchAndReturn(_:)' instead}}
    _ = single.catchErrorJustReturn(0)
    // expected-warning@+2 {{'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'}}
    // expected-note@+1 {{use 'catchAndReturn(_:)' instead}}
    _ = maybe.catchErrorJustReturn(0)
    // expected-warning@+2 {{'subscribe(onSuccess:onError:onDisposed:)' is deprecated: renamed to 'subscribe(onSuccess:onFailure:onDisposed:)'}}
    // expected-note@+1 {{use 'subscribe(onSuccess:onFailure:onDisposed:)' instead}}
    _ = single.subscribe(onSuccess: { _ in }, onError: { _ in })
}
