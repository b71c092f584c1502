package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.NotationException;

class OptionsTest {
    private static Options parse(String... arguments) {
        return Options.parse(List.of(arguments), Set.of("json"), Set.of("depth", "strategy"));
    }

    @Test
    void separatesPositionalArgumentsFlagsAndValues() {
        Options options = parse("twofour", "--depth", "7", "0 3 4 1 2b/1", "--json");
        assertEquals(List.of("twofour", "0 3 4 1 2b/1"), options.positional());
        assertTrue(options.flag("json"));
        assertEquals(7, options.number("depth", 1, 100));
        assertEquals(0, options.number("strategy", 1, 100), "an option not given reads as 0");
    }

    @Test
    void rejectsUnknownOptionsMissingValuesAndBadNumbers() {
        assertEquals("unknown option --deep",
                assertThrows(NotationException.class, () -> parse("--deep", "3")).getMessage());
        assertEquals("option --depth needs a value",
                assertThrows(NotationException.class, () -> parse("x", "--depth")).getMessage());
        assertEquals("--depth 'seven' is not a whole number in 1..100",
                assertThrows(NotationException.class, () -> parse("--depth", "seven").number("depth", 1, 100)).getMessage());
        assertEquals("--depth '0' is not a whole number in 1..100",
                assertThrows(NotationException.class, () -> parse("--depth", "0").number("depth", 1, 100)).getMessage());
    }

    @Test
    void refusesAnOptionGivenTwice() {
        assertEquals("option --depth is given twice",
                assertThrows(NotationException.class, () -> parse("--depth", "3", "--depth", "4")).getMessage());
        assertEquals("option --json is given twice",
                assertThrows(NotationException.class, () -> parse("--json", "x", "--json")).getMessage());
    }

    @Test
    void reportsMissingAndSurplusPositionalArguments() {
        assertEquals("missing POSITION",
                assertThrows(NotationException.class, () -> parse("twofour").required(1, "POSITION")).getMessage());
        assertEquals("unexpected argument 'extra'",
                assertThrows(NotationException.class, () -> parse("a", "b", "extra").atMost(2)).getMessage());
    }

    /** Found by {@code OptionsFuzzTest}: a bad argument was quoted whole, line ends and all. */
    @Test
    void aHugeOrMultiLineArgumentIsQuotedByAShortPrefixOnOneLine() {
        String huge = "x".repeat(10_000_000);
        String prefix = "x".repeat(NotationException.EXCERPT_LENGTH) + "...";
        assertEquals("unknown option --" + "x".repeat(NotationException.EXCERPT_LENGTH - 2) + "...",
                assertThrows(NotationException.class, () -> parse("--" + huge)).getMessage());
        assertEquals("unexpected argument 'a?b'",
                assertThrows(NotationException.class, () -> parse("a\nb").atMost(0)).getMessage());
        assertEquals("--depth '" + prefix + "' is not a whole number in 1..100",
                assertThrows(NotationException.class, () -> parse("--depth", huge).number("depth", 1, 100)).getMessage());
    }
}
