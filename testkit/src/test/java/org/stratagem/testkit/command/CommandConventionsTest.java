package org.stratagem.testkit.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.NotationException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

class CommandConventionsTest {

    /** A command's options: a positional FILE, a value option, a flag, and a checked number. */
    static final class Options {
        @Parameters(arity = "0..1", paramLabel = "FILE")
        String file;

        @Option(names = "--strategy", paramLabel = "ID")
        String strategy = "solver";

        @Option(names = "--json")
        boolean json;

        int depth;

        @Option(names = "--depth", paramLabel = "D")
        void depth(int value) {
            if (value < 1) {
                throw new NotationException("--depth " + value + " is not in 1..1000");
            }
            depth = value;
        }
    }

    private static Options parse(String... arguments) {
        return CommandConventions.parse(new Options(), Arrays.asList(arguments));
    }

    private static String error(String... arguments) {
        return assertThrows(NotationException.class, () -> parse(arguments)).getMessage();
    }

    @Test
    void optionsAndParametersAreFilledInAndDefaultsKept() {
        Options given = parse("in.txt", "--json", "--depth", "7");
        assertEquals("in.txt", given.file);
        assertEquals("solver", given.strategy);
        assertEquals(7, given.depth);
        assertEquals(true, given.json);
        assertNull(parse().file);
    }

    @Test
    void badArgumentsAreOneLineErrorsThatNameThem() {
        assertEquals("unknown option: '--fast'", error("--fast"));
        assertEquals("missing required parameter for option '--strategy' (ID)", error("--strategy"));
        assertEquals("option '--strategy' (ID) should be specified only once", error("--strategy", "a", "--strategy", "b"));
        assertEquals("unmatched argument at index 1: 'b.in'", error("a.in", "b.in"));
        assertEquals("invalid value for option '--depth': 'x' is not an int", error("--depth", "x"));
    }

    @Test
    void theUsersTextIsQuotedOnOneShortLine() {
        String message = error("--" + "x".repeat(1000) + "\n\u0001");
        assertEquals(CommandConventions.MAX_MESSAGE + 3, message.length(), message);
        assertTrue(message.startsWith("unknown option: '--xxx") && message.endsWith("xxx..."), message);
        assertEquals("unknown option: '--a?b?'", error("--a\nb\u2028"));
    }

    @Test
    void aValueIsNeverTakenFromTheNextOption() {
        assertEquals("expected parameter for option '--strategy' but found '--json'", error("--strategy", "--json"));
    }

    @Test
    void theCommandsOwnCheckIsTheMessage() {
        assertEquals("--depth 0 is not in 1..1000", error("--depth", "0"));
    }

    @Test
    void anAtSignIsAFileNameNotAFileOfArguments() {
        assertEquals("@arguments.txt", parse("@arguments.txt").file);
    }

    @Test
    void anObjectWithoutOptionsIsTheCommandsDefect() {
        assertThrows(IllegalArgumentException.class, () -> CommandConventions.parse(new Object(), List.of()));
    }

    /** A record, written with its components in order. */
    record Line(String move, Integer score, List<String> pv) {
    }

    @Test
    void jsonIsOneLineWithASpaceAfterEachSeparatorAndNullsWritten() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("layout", "横刀立马");
        fields.put("moves", null);
        fields.put("solution", new ArrayList<>(List.of("C D", "A RR")));
        fields.put("rate", 0.5);
        fields.put("proven", true);
        fields.put("line", new Line("7,7", null, List.of()));
        assertEquals("{\"layout\": \"横刀立马\", \"moves\": null, \"solution\": [\"C D\", \"A RR\"], \"rate\": 0.5, "
                + "\"proven\": true, \"line\": {\"move\": \"7,7\", \"score\": null, \"pv\": []}}",
                CommandConventions.toJson(fields));
    }

    @Test
    void jsonEscapesQuotesBackslashesAndControlCharactersButNotHtml() {
        assertEquals("\"a\\\"b\\\\c\\nd\\u0001<e>&\\t\"", CommandConventions.toJson("a\"b\\c\nd\u0001<e>&\t"));
    }
}
