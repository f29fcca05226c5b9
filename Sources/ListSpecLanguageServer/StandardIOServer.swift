import ListSpec

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a ``LanguageServer`` over two file descriptors (the editor's pipe: standard input and
/// output). This thread reads and answers; documents are validated on the server's
/// ``ValidationWorker`` thread, so `poll` waits for bytes, for the next diagnostics to fall
/// due, or for the worker to finish one.
public enum StandardIOServer {
  /// Serves until `exit` or the end of input; returns the exit status (0 after `shutdown`).
  public static func run(
    _ server: LanguageServer, input: Int32 = 0, output: Int32 = 1,
    maximumMessageBytes: Int = 64 << 20
  ) -> Int32 {
    server.validatesInBackground = true
    var reader = MessageReader(maximumMessageBytes: maximumMessageBytes)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    // Frames read and not yet handled. Before each is handled, what has arrived since is read
    // too, so a `$/cancelRequest` for a request still waiting here is seen in time.
    var queue: [MessageFrame] = []
    var inputEnded = false
    /// Reads what `input` holds now (waiting `timeout` ms at most, or until the worker
    /// finishes a validation) into the queue; false at the end of input.
    func readAvailable(timeout: Int32) -> Bool {
      var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
      let wake = server.validationWakeDescriptor
      if wake >= 0 { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 { return errno == EINTR }
      guard ready > 0, descriptors[0].revents != 0 else { return true }
      let count = read(input, &buffer, buffer.count)
      if count < 0 { return errno == EINTR || errno == EAGAIN }
      // The editor closed the pipe: nothing more can come.
      if count == 0 { return false }
      reader.append(buffer[0..<count])
      while let frame = reader.next() {
        if case .message(let body) = frame { server.noteCancellation(body) }
        queue.append(frame)
      }
      return true
    }
    // A request waiting for the worker reads what arrives meanwhile, for its cancellation.
    server.readsArrivedMessages = {
      if !inputEnded, !readAvailable(timeout: 0) { inputEnded = true }
    }
    defer { server.readsArrivedMessages = nil }
    while true {
      var timeout: Int32 = -1
      if let deadline = server.nextDeadline {
        let now = monotonicNanoseconds()
        timeout = deadline <= now ? 0 : Int32(min((deadline - now + 999_999) / 1_000_000, 60_000))
      }
      if !readAvailable(timeout: timeout) { inputEnded = true }
      var next = 0
      while next < queue.count {
        let frame = queue[next]
        next += 1
        let now = monotonicNanoseconds()
        switch frame {
        case .message(let body):
          for message in server.receive(body, now: now) { send(message, to: output) }
        case .invalid(let problem):
          send(server.framingError(problem), to: output)
        }
        if let status = server.exitStatus { return status }
        if next < queue.count, !inputEnded, !readAvailable(timeout: 0) { inputEnded = true }
      }
      queue.removeAll(keepingCapacity: true)
      if inputEnded { return server.exitStatus ?? (server.isShutDown ? 0 : 1) }
      // Starts the validations due and publishes those the worker finished.
      for message in server.dueDiagnostics(now: monotonicNanoseconds()) {
        send(message, to: output)
      }
    }
  }

  static func send(_ body: [UInt8], to descriptor: Int32) {
    let bytes = framed(body)
    bytes.withUnsafeBytes { raw in
      var written = 0
      while written < raw.count {
        let result = write(descriptor, raw.baseAddress! + written, raw.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return
        }
        written += result
      }
    }
  }
}
