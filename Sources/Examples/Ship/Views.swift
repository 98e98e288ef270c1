import StateKit

/// Each step with its progress bar.
struct StepList: View {
    let release: Release

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(release.steps) { step in
                StepRow(step: step)
            }
        }
    }
}

struct StepRow: View {
    let step: Release.Step

    var body: some View {
        HStack(spacing: 1) {
            Text(step.progress >= 1 ? "✓" : step.progress > 0 ? "›" : " ")
                .foregroundStyle(step.progress >= 1 ? .green : .primary)
            Text(step.name)
                .frame(width: 136, alignment: .leading)
            ProgressView(value: step.progress)
                .frame(width: 200)
            Text("\(Int(step.progress * 100))%")
                .foregroundStyle(.secondary)
        }
    }
}

/// The channel to publish to, one per row.
struct ChannelQuestion: View {
    @Binding var channel: Channel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Publish to which channel? (↑ ↓, Return)").bold()
            Picker("Channel", selection: $channel) {
                ForEach(Channel.allCases) { channel in
                    Text(channel.rawValue).tag(channel)
                }
            }
            .pickerStyle(.inline)
        }
    }
}
