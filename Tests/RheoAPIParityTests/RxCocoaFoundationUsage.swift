// RxCocoa's Foundation extensions, called as an RxCocoa app calls them: NotificationCenter.rx,
// URLSession.rx, Logging, RxCocoaURLError and RxCocoaError. Compiled in Swift 5 mode with
// plain imports; a renamed label, a changed element type or a lost default breaks the build.
import Foundation
import RheoCocoa
import RheoTestSupport
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `NotificationCenter.rx.notification(_:object:)`, with and without its defaulted `object`.
func rxCocoaNotificationCenterUsage(sender: AnyObject, disposeBag: DisposeBag) {
    let name = Notification.Name("RxCocoaFoundationUsage")
    NotificationCenter.default.rx.notification(name)
        .subscribe(onNext: { (notification: Notification) in _ = notification.userInfo })
        .disposed(by: disposeBag)
    let fromSender: Observable<Notification> = NotificationCenter.default.rx.notification(name, object: sender)
    let anyName: Observable<Notification> = NotificationCenter().rx.notification(nil)
    let named: Observable<Notification> = NotificationCenter.default.rx.notification(.init("other"), object: nil)
    _ = (fromSender, anyName, named)
}

/// `URLSession.rx`: `response(request:)` with its labelled tuple, `data(request:)`,
/// `json(request:options:)` with and without options, `json(url:)`.
func rxCocoaURLSessionUsage(request: URLRequest, url: URL, disposeBag: DisposeBag) {
    let response: Observable<(response: HTTPURLResponse, data: Data)> = URLSession.shared.rx.response(request: request)
    response
        .map { $0.response.statusCode }
        .subscribe(onNext: { _ in })
        .disposed(by: disposeBag)
    response
        .subscribe(onNext: { response, data in _ = (response.allHeaderFields, data.count) })
        .disposed(by: disposeBag)
    let unlabelled: Observable<(HTTPURLResponse, Data)> = URLSession.shared.rx.response(request: request)
        .map { ($0.0, $0.1) }
    let data: Observable<Data> = URLSession.shared.rx.data(request: request)
    let json: Observable<Any> = URLSession.shared.rx.json(request: request)
    let jsonWithOptions: Observable<Any> = URLSession.shared.rx.json(request: request, options: .mutableContainers)
    let jsonWithOptionSet: Observable<Any> = URLSession.shared.rx.json(
        request: request, options: [.mutableContainers, .allowFragments])
    let jsonFromURL: Observable<Any> = URLSession(configuration: .default).rx.json(url: url)
    let asDriver: Driver<Data> = data.asDriver(onErrorJustReturn: Data())
    _ = (unlabelled, json, jsonWithOptions, jsonWithOptionSet, jsonFromURL, asDriver)
}

/// `Logging.URLRequests`, replaced and read as in RxCocoa.
func rxCocoaLoggingUsage() {
    Logging.URLRequests = { _ in false }
    Logging.URLRequests = { request in request.url?.host == "example.com" }
    let current: Logging.LogURLRequest = Logging.URLRequests
    _ = current(URLRequest(url: URL(string: "https://example.com")!))
}

/// `RxCocoaURLError`'s cases built and matched with RxCocoa's labels.
func rxCocoaURLErrorUsage(error: Error, response: HTTPURLResponse, plain: URLResponse) -> String {
    let built: [RxCocoaURLError] = [
        .unknown,
        .nonHTTPResponse(response: plain),
        .httpRequestFailed(response: response, data: nil),
        .httpRequestFailed(response: response, data: Data()),
        .deserializationError(error: error),
    ]
    _ = built
    guard let urlError = error as? RxCocoaURLError else { return "" }
    switch urlError {
    case .unknown:
        return urlError.debugDescription
    case .nonHTTPResponse(let response):
        return "\(response)"
    case .httpRequestFailed(let response, let data):
        return "\(response.statusCode) \(data?.count ?? 0)"
    case .deserializationError(let error):
        return "\(error)"
    }
}

/// `RxCocoaError`'s cases built and matched with RxCocoa's labels.
func rxCocoaErrorUsage(object: NSObject) -> [String] {
    let errors: [RxCocoaError] = [
        .unknown,
        .invalidOperation(object: object),
        .itemsNotYetBound(object: object),
        .invalidPropertyName(object: object, propertyName: "text"),
        .invalidObjectOnKeyPath(object: object, sourceObject: object, propertyName: "text"),
        .errorDuringSwizzling,
        .castingError(object: object, targetType: String.self),
    ]
    return errors.map { error -> String in
        switch error {
        case .unknown, .errorDuringSwizzling:
            return error.debugDescription
        case .invalidOperation(let object), .itemsNotYetBound(let object):
            return "\(object)"
        case .invalidPropertyName(let object, let propertyName):
            return "\(object).\(propertyName)"
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "\(object) \(sourceObject) \(propertyName)"
        case .castingError(let object, let targetType):
            return "\(object) \(targetType)"
        }
    }
}

/// Runs the notification usage, where a call alone would prove nothing.
final class RxCocoaFoundationUsageTests: RheoTestCase {
    func testNotificationsReachASubscriberWrittenAsForRxCocoa() {
        let center = NotificationCenter()
        let name = Notification.Name("RxCocoaFoundationUsageTests")
        var received: [Notification.Name] = []
        let disposeBag = DisposeBag()
        center.rx.notification(name)
            .subscribe(onNext: { received.append($0.name) })
            .disposed(by: disposeBag)

        center.post(name: name, object: nil)

        XCTAssertEqual(received, [name])
    }

    func testErrorDescriptionsAreRxCocoas() {
        XCTAssertEqual(rxCocoaErrorUsage(object: NSObject()).first, "Unknown error occurred.")
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
    }
}
