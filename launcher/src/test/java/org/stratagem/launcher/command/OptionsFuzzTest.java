package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.stratagem.engine.api.NotationException;

/**
 * A command line fed arbitrary arguments (the fuzzer's bytes as UTF-8, one argument per
 * NUL-separated part, as no argument can hold a NUL), parsed as the commands that search parse theirs
 * (positional words and {@link SearchOptions}): each is parsed, its limits and choice read, or
 * refused in one line of at most {@value #MAX_MESSAGE} characters; nothing else is thrown. Seeds in
 * {@code OptionsFuzzTestInputs/}; see the README's fuzzing section for a longer run.
 */
class OptionsFuzzTest {
    private static final int MAX_MESSAGE = 200;

    @FuzzTest
    void commandLine(byte[] data) {
        List<String> arguments = Arrays.asList(new String(data, StandardCharsets.UTF_8).split("\0", -1));
        try {
            SearchOptions options = SearchOptionsTest.parse(arguments.toArray(String[]::new));
            assertTrue(options.limits().threads() >= 1);
            options.choice();
        } catch (NotationException refused) {
            String message = refused.getMessage();
            assertTrue(!message.isEmpty() && message.length() <= MAX_MESSAGE
                    && message.codePoints().noneMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'),
                    () -> "not one short line: " + message.substring(0, Math.min(message.length(), 2 * MAX_MESSAGE)));
        }
    }
}
