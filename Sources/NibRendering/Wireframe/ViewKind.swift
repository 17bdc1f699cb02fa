/// How a wireframe draws an object, chosen from its element name.
enum ViewKind: String, Sendable {
    case window, view, button, checkbox, radio, label, textField, textView, image, table, outline,
        collection, tableCell, collectionCell, menu, stack, scroll, clip, scroller, box, tab, split,
        segmented, slider, progress, toggle, popUp, comboBox, datePicker, searchField, navigationBar,
        tabBar, toolbar, searchBar, pageControl, stepper, activity, map, web, container, visualEffect, matrix

    /// The kind for an element name; anything unknown is drawn as a plain view.
    init(element: String, buttonType: String?) {
        switch element {
        case "window", "panel": self = .window
        case "button":
            switch buttonType {
            case "check", "checkbox": self = .checkbox
            case "radio": self = .radio
            default: self = .button
            }
        case "textField":
            self = .textField
        case "label": self = .label
        case "textView", "textViewUI": self = .textView
        case "imageView": self = .image
        case "tableView": self = .table
        case "outlineView": self = .outline
        case "collectionView": self = .collection
        case "tableViewCell", "tableCellView", "tableRowView": self = .tableCell
        case "collectionViewCell", "collectionReusableView", "collectionViewItem": self = .collectionCell
        case "menu": self = .menu
        case "stackView": self = .stack
        case "scrollView": self = .scroll
        case "clipView": self = .clip
        case "scroller": self = .scroller
        case "box": self = .box
        case "tabView": self = .tab
        case "splitView": self = .split
        case "segmentedControl": self = .segmented
        case "slider", "levelIndicator": self = .slider
        case "progressIndicator", "progressView": self = .progress
        case "switch": self = .toggle
        case "popUpButton": self = .popUp
        case "comboBox": self = .comboBox
        case "datePicker", "pickerView": self = .datePicker
        case "searchField": self = .searchField
        case "navigationBar": self = .navigationBar
        case "tabBar": self = .tabBar
        case "toolbar": self = .toolbar
        case "searchBar": self = .searchBar
        case "pageControl": self = .pageControl
        case "stepper": self = .stepper
        case "activityIndicatorView": self = .activity
        case "mapView": self = .map
        case "webView", "wkWebView": self = .web
        case "containerView": self = .container
        case "visualEffectView": self = .visualEffect
        case "matrix": self = .matrix
        default: self = .view
        }
    }

    /// Whether AppKit lays out this view's subviews from the top (`isFlipped`).
    var isFlippedInAppKit: Bool {
        switch self {
        case .table, .outline, .textView, .collection, .scroll: true
        default: false
        }
    }
}
