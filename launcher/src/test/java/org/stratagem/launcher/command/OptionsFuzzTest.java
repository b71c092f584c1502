package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.stratagem.engine.api.NotationException;

/**
 * A command line fed arbitrary arguments (the fuzzer's bytes as UTF-8, one argument per
 * NUL-separated part, as no argument can hold a NUL): what parses is written back to arguments that
 * parse to the same options; everything else, and every reading of the options, is either a value or
 * a refusal in one line of at most {@value #MAX_MESSAGE} characters. Seeds in
 * {@code OptionsFuzzTestInputs/}; see FUZZING.md for a longer run.
 */
class OptionsFuzzTest {
    private static final int MAX_MESSAGE = 200;
    private static final Set<String> FLAGS = Set.of("json");
    private static final Set<String> VALUES = Set.of("depth", "strategy");

    @FuzzTest
    void commandLine(byte[] data) {
        List<String> arguments = Arrays.asList(new String(data, StandardCharsets.UTF_8).split("\0", -1));
        refusedInOneLine(() -> {
            Options options = Options.parse(arguments, FLAGS, VALUES);
            assertWrittenBack(options);
            refusedInOneLine(() -> options.required(0, "GAME"));
            refusedInOneLine(() -> options.atMost(0));
            refusedInOneLine(() -> assertTrue(options.number("depth", 1, 100) >= 0));
        });
    }

    private static void assertWrittenBack(Options options) {
        List<String> written = new ArrayList<>(options.positional());
        FLAGS.stream().filter(options::flag).forEach(flag -> written.add("--" + flag));
        options.values(VALUES).forEach((name, value) -> written.addAll(List.of("--" + name, value)));
        Options again = Options.parse(written, FLAGS, VALUES);
        assertEquals(options.positional(), again.positional());
        assertEquals(options.values(VALUES), again.values(VALUES));
        FLAGS.forEach(flag -> assertEquals(options.flag(flag), again.flag(flag)));
    }

    private static void refusedInOneLine(Runnable reading) {
        try {
            reading.run();
        } catch (NotationException refused) {
            String message = refused.getMessage();
            assertTrue(!message.isEmpty() && message.length() <= MAX_MESSAGE
                    && message.codePoints().noneMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'),
                    () -> "not one short line: " + message.substring(0, Math.min(message.length(), 2 * MAX_MESSAGE)));
        }
    }
}
