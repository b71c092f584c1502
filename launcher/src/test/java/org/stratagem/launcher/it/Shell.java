package org.stratagem.launcher.it;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.felix.service.command.CommandProcessor;
import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Converter;

/** One Gogo shell session, driven as a user would drive it: a command line in, its output and status out. */
final class Shell implements AutoCloseable {
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    private final CommandSession session;

    /** What one command line gave. */
    record Reply(Object status, String output) {
        int exitStatus() {
            return status == null ? 0 : status instanceof Integer code ? code : -1;
        }
    }

    Shell(CommandProcessor processor) {
        this(processor, "");
    }

    Shell(CommandProcessor processor, String input) {
        PrintStream out = new PrintStream(buffer, true, StandardCharsets.UTF_8);
        session = processor.createSession(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, out);
    }

    Reply run(String commandLine) throws Exception {
        buffer.reset();
        Object status = session.execute(commandLine);
        return new Reply(status, buffer.toString(StandardCharsets.UTF_8));
    }

    /** @return a command's result as the shell prints it for the user (Gogo's inspecting format) */
    String printed(Object result) {
        return String.valueOf(session.format(result, Converter.INSPECT));
    }

    /** Like {@link #run(String)}, for conditions: the output only, failures unchecked. */
    String outputOf(String commandLine) {
        try {
            return run(commandLine).output();
        } catch (Exception e) {
            throw new IllegalStateException(commandLine + " failed", e);
        }
    }

    @Override
    public void close() {
        session.close();
    }
}
