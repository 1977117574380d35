// RheoCocoa: RxCocoa's Foundation extensions, the part of RxCocoa that Linux has.
//
// It re-exports Rheo, so code moving from RxSwift changes `import RxCocoa` to
// `import RheoCocoa` and keeps everything RxCocoa gave it: `Driver`, `Signal`, `Binder`,
// `ControlEvent` and `ControlProperty` come from Rheo, the Foundation extensions from here.
@_exported import Rheo
