package org.stratagem.launcher.platform;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * The platform's log: every record of {@code java.util.logging} (the platform's own, FileInstall's,
 * the framework events) goes to {@value #FILE_NAME} in the data folder, and those at or above a level
 * also to the error stream, one line each. {@code System.out} and {@code System.err} are turned into
 * loggers as well, so a bundle that prints (or the framework, which prints the traces of bundles that fail
 * to start) cannot reach the process's streams: the standard output belongs to the answer alone and the
 * error stream to the command's one-line errors, both written straight to the file descriptors by the
 * command line.
 */
final class PlatformLog extends Handler {
    static final String FILE_NAME = "stratagem.log";
    private static final long ROTATE_BYTES = 4L << 20;

    private final PrintStream file;
    private final PrintStream errors;
    private final Level errorLevel;

    private PlatformLog(PrintStream file, PrintStream errors, Level errorLevel) {
        this.file = file;
        this.errors = errors;
        this.errorLevel = errorLevel;
        setLevel(Level.ALL);
    }

    /**
     * Routes {@code java.util.logging}, {@code System.out} and {@code System.err} to the log.
     *
     * @param dataFolder the platform's data folder, created if missing
     * @param errorLevel the least level also shown on the error stream
     * @throws UncheckedIOException if the log file cannot be opened
     */
    static void install(Path dataFolder, Level errorLevel) {
        PrintStream errors = System.err;
        PlatformLog log = new PlatformLog(openFile(dataFolder), errors, errorLevel);
        Logger root = Logger.getLogger("");
        for (Handler handler : root.getHandlers()) {
            root.removeHandler(handler);
        }
        root.addHandler(log);
        root.setLevel(errorLevel.intValue() < Level.INFO.intValue() ? errorLevel : Level.INFO);
        System.setOut(new PrintStream(new LineLogger(Logger.getLogger("stdout"), Level.INFO), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new LineLogger(Logger.getLogger("stderr"), Level.WARNING), true,
                StandardCharsets.UTF_8));
    }

    private static PrintStream openFile(Path dataFolder) {
        try {
            Files.createDirectories(dataFolder);
            Path path = dataFolder.resolve(FILE_NAME);
            if (Files.isRegularFile(path) && Files.size(path) > ROTATE_BYTES) {
                Files.move(path, dataFolder.resolve(FILE_NAME + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
            return new PrintStream(Files.newOutputStream(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND), true, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the log in " + dataFolder, e);
        }
    }

    @Override
    public synchronized void publish(LogRecord record) {
        String message = record.getMessage() == null ? "" : record.getMessage();
        String line = Instant.ofEpochMilli(record.getMillis()) + " " + record.getLevel().getName() + " "
                + record.getLoggerName() + ": " + message;
        file.println(line);
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            file.print(trace);
        }
        if (record.getLevel().intValue() >= errorLevel.intValue()) {
            errors.println("stratagem: " + oneLine(message, record.getThrown()));
        }
    }

    private static String oneLine(String message, Throwable thrown) {
        String text = message;
        if (thrown != null && thrown.getMessage() != null) {
            text = text + ": " + thrown.getMessage();
        }
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    @Override
    public void flush() {
        file.flush();
        errors.flush();
    }

    @Override
    public void close() {
        file.close();
    }

    /**
     * A print stream's bytes as a logger's records, one a line. The lines of a printed stack trace after its
     * first (its frames, causes and elisions) are recorded at {@link Level#INFO}, whatever the stream's level:
     * the log file keeps the whole trace, the error stream shows its first line alone.
     */
    private static final class LineLogger extends OutputStream {
        private static final Pattern TRACE_LINE = Pattern.compile("\\s+(at |\\.\\.\\. \\d+ more)|(\\s*)(Caused by|Suppressed): .*");
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private final Logger logger;
        private final Level level;

        LineLogger(Logger logger, Level level) {
            this.logger = logger;
            this.level = level;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String text = line.toString(StandardCharsets.UTF_8).stripTrailing();
                logger.log(TRACE_LINE.matcher(text).lookingAt() ? Level.INFO : level, text);
                line.reset();
            } else {
                line.write(b);
            }
        }
    }
}
