// Ordinary SwiftUI code that must type-check.
import Combine
import SwiftUI

struct Row: Identifiable, Hashable {
    let id: Int
    let title: String
}

final class ListViewModel: ObservableObject {
    @Published var rows: [Row] = []
    @Published var isLoading = false
    @Published var query = ""
    func load() {}
}

struct RowView: View {
    let row: Row
    @Binding var isSelected: Bool

    var body: some View {
        HStack(alignment: .center, spacing: 8) {
            Text(row.title)
                .font(.headline)
                .foregroundColor(isSelected ? .blue : .primary)
            Spacer()
            if isSelected {
                Image(systemName: "checkmark")
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ListScreen: View {
    @ObservedObject var viewModel: ListViewModel
    @StateObject private var local = ListViewModel()
    @State private var selected: Int?
    @State private var showsAll = false
    @EnvironmentObject var shared: ListViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Items: \(viewModel.rows.count)")
            Text(verbatim: "raw")
            Text(viewModel.query)
            if viewModel.isLoading {
                ProgressView()
            } else if viewModel.rows.isEmpty {
                Text("Nothing here")
                    .foregroundColor(.secondary)
            } else {
                List(viewModel.rows) { row in
                    RowView(row: row, isSelected: .constant(row.id == selected))
                }
            }
            ScrollView {
                ForEach(viewModel.rows, id: \.id) { row in
                    Text(row.title)
                }
                ForEach(0..<3) { index in
                    Text("\(index)")
                }
            }
            Group {
                Toggle("Show all", isOn: $showsAll)
                TextField("Search", text: $viewModel.query)
            }
            Button("Reload") {
                viewModel.load()
            }
            .disabled(viewModel.isLoading)
            Button(action: { selected = nil }) {
                Label()
            }
            EmptyView()
        }
        .padding()
        .padding(8)
        .onAppear { viewModel.load() }
        .background(Color(red: 0.9, green: 0.9, blue: 0.9))
        .navigationTitle("List")
    }

    struct Label: View {
        var body: some View {
            Text("Clear").bold()
        }
    }
}

@MainActor
func makeHost(viewModel: ListViewModel) -> UIViewController {
    let host = UIHostingController(rootView: ListScreen(viewModel: viewModel))
    host.rootView = ListScreen(viewModel: ListViewModel())
    host.title = "List"
    let anyHost: UIHostingController<AnyView> = UIHostingController(rootView: AnyView(Text("x").padding()))
    _ = anyHost
    return host
}
