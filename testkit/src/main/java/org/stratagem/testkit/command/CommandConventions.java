package org.stratagem.testkit.command;

import com.google.gson.FormattingStyle;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.List;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.CommandContext;
import picocli.CommandLine;

/**
 * How the platform parses a command's options and writes its JSON: the implementation behind
 * {@link CommandContext#parse} and {@link CommandContext#toJson}, shared by the platform's context and
 * by {@link CommandHarness}, so that a command tested with the harness reads and prints exactly as it
 * does on the platform. Options are parsed by picocli, JSON is written by Gson.
 */
public final class CommandConventions {
    /** The longest message of a refused argument, in characters, before {@code ...}. */
    static final int MAX_MESSAGE = 160;
    private static final Gson JSON = new GsonBuilder().serializeNulls().disableHtmlEscaping()
            .setFormattingStyle(FormattingStyle.COMPACT.withSpaceAfterSeparators(true)).create();

    private CommandConventions() {
    }

    /**
     * As {@link CommandContext#parse}: picocli with each option allowed once, no {@code @file}
     * expansion, no unmatched arguments, and an option's value never taken from the next option.
     *
     * @param options   the options object, annotated the picocli way
     * @param arguments the arguments
     * @param <T>       the options' type
     * @return {@code options}, filled in
     * @throws NotationException in one line saying which argument is wrong and why
     * @throws IllegalArgumentException if {@code options} declares no option or parameter (a defect of the
     *                                  command, not of the user's input)
     */
    public static <T> T parse(T options, List<String> arguments) {
        CommandLine line;
        try {
            line = new CommandLine(options);
        } catch (CommandLine.InitializationException notAnOptionsObject) {
            throw new IllegalArgumentException("not a picocli options object: " + notAnOptionsObject.getMessage(),
                    notAnOptionsObject);
        }
        line.setExpandAtFiles(false);
        line.setOverwrittenOptionsAllowed(false);
        line.setUnmatchedArgumentsAllowed(false);
        line.setAllowOptionsAsOptionParameters(false);
        try {
            line.parseArgs(arguments.toArray(String[]::new));
        } catch (CommandLine.PicocliException wrong) {
            throw notation(wrong);
        }
        return options;
    }

    /**
     * As {@link CommandContext#toJson}: one line, a space after each {@code :} and {@code ,}, nulls
     * written, no HTML escaping.
     *
     * @param value a String, Number, Boolean, null, List, Map (String keys, in order) or record, nested
     * @return the JSON text
     */
    public static String toJson(Object value) {
        return JSON.toJson(value);
    }

    /** @return the user's error: a setter's own {@link NotationException}, else picocli's message in one line */
    private static NotationException notation(CommandLine.PicocliException wrong) {
        for (Throwable cause = wrong; cause != null; cause = cause.getCause()) {
            if (cause instanceof NotationException own) {
                return own;
            }
        }
        String message = String.valueOf(wrong.getMessage()).strip();
        return new NotationException(oneLine(Character.toLowerCase(message.charAt(0)) + message.substring(1)));
    }

    /**
     * @return the message on one short line: picocli quotes the user's arguments whole, so each control
     *         character becomes {@code ?} and the message is cut to {@value #MAX_MESSAGE} characters
     */
    private static String oneLine(String message) {
        boolean cut = message.codePointCount(0, message.length()) > MAX_MESSAGE;
        String kept = cut ? message.substring(0, message.offsetByCodePoints(0, MAX_MESSAGE)) : message;
        StringBuilder line = new StringBuilder(kept.length() + 3);
        kept.codePoints().forEach(c -> line.appendCodePoint(Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                ? '?' : c));
        return cut ? line.append("...").toString() : line.toString();
    }
}
