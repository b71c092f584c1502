package org.stratagem.launcher.shell;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import org.apache.felix.service.command.CommandProcessor;
import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Converter;

/**
 * The platform's interactive shell ({@code ./stratagem} with no command): reads command lines from its
 * input and runs each in one Gogo session, which first runs Stratagem's profile ({@code etc/gosh_profile}:
 * the scope {@code stratagem} first, the prompt, the greeting). Gogo's own console (gosh's) is not used:
 * it prints lines of its own on the standard output as it ends ({@code gosh: stopping shell and framework},
 * or the exception that the framework's stop raised in {@code exit}), which a session piped into the shell
 * would read as answers. Here the output holds the prompts, the greeting and what the commands print, a
 * value a command returns printed as Gogo prints it; a line that fails prints one line on the error stream
 * ({@code stratagem: } and what went wrong) and the shell goes on. At the end of the input it calls its
 * end action (the platform stops, {@link PlatformStop}); {@code exit} stops it too, reading no further line
 * ({@link ShellCommands}), and once the platform is stopping the shell ends without a word (the stop
 * interrupts and closes its session).
 *
 * <p>Lines are read a byte at a time, so that a command reading the same input (a puzzle from the
 * keyboard) gets the lines after its own, as it would from a terminal.
 */
public final class InteractiveShell implements Runnable {
    private static final String DEFAULT_PROMPT = "stratagem> ";

    private final CommandProcessor processor;
    private final Path profile;
    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;
    private final BooleanSupplier platformRunning;
    private final Runnable endOfInput;

    /**
     * @param processor  Gogo's command processor
     * @param profile    the profile run first, if the file exists
     * @param in         the user's input
     * @param out        the shell's output: prompts and answers
     * @param err             where a failed line's one-line error goes
     * @param platformRunning whether the platform still runs: once it stops, so does the shell
     * @param endOfInput      run once the input has ended while the platform runs
     */
    public InteractiveShell(CommandProcessor processor, Path profile, InputStream in, PrintStream out, PrintStream err,
            BooleanSupplier platformRunning, Runnable endOfInput) {
        this.processor = processor;
        this.profile = profile;
        this.in = in;
        this.out = out;
        this.err = err;
        this.platformRunning = platformRunning;
        this.endOfInput = endOfInput;
    }

    @Override
    public void run() {
        try (CommandSession session = processor.createSession(in, out, out)) {
            if (Files.isRegularFile(profile)) {
                execute(session, Files.readString(profile, StandardCharsets.UTF_8));
            }
            for (String line = prompted(session); line != null; line = prompted(session)) {
                if (!line.isBlank()) {
                    execute(session, line);
                }
                if (!platformRunning.getAsBoolean()) {
                    return;
                }
            }
        } catch (IOException unreadable) {
            err.println("stratagem: the shell cannot read its input: " + unreadable.getMessage());
        }
        if (platformRunning.getAsBoolean()) {
            endOfInput.run();
        }
    }

    /** Shows the session's prompt and reads the next line; null at the end of the input. */
    private String prompted(CommandSession session) throws IOException {
        Object prompt = session.get("prompt");
        out.print(prompt == null ? DEFAULT_PROMPT : prompt);
        out.flush();
        return readLine();
    }

    /* A failing line of any kind (an unknown command, a syntax error, a command's exception) is the user's to see. */
    private void execute(CommandSession session, CharSequence program) {
        try {
            Object result = session.execute(program);
            if (result != null) {
                out.println(session.format(result, Converter.INSPECT));
            }
        } catch (Exception failed) {
            if (platformRunning.getAsBoolean()) {
                err.println("stratagem: " + describe(failed));
            }
        }
        out.flush();
    }

    private static String describe(Exception failed) {
        String message = failed.getMessage();
        return message == null || message.isBlank() ? failed.getClass().getSimpleName() : message.strip().lines().findFirst().orElse("");
    }

    /** @return the next line, without its end ({@code \n} or {@code \r\n}); null at the end of the input */
    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int next = in.read();
        if (next < 0) {
            return null;
        }
        while (next >= 0 && next != '\n') {
            line.write(next);
            next = in.read();
        }
        String text = line.toString(StandardCharsets.UTF_8);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }
}
