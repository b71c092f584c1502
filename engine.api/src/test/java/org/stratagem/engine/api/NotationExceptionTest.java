package org.stratagem.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NotationExceptionTest {

    @Test
    void shortTextIsQuotedWhole() {
        assertEquals("", NotationException.excerpt(""));
        assertEquals("1-2 2-3", NotationException.excerpt("1-2 2-3"));
        String forty = "x".repeat(NotationException.EXCERPT_LENGTH);
        assertEquals(forty, NotationException.excerpt(forty));
    }

    @Test
    void longTextIsCutToItsPrefix() {
        String prefix = "y".repeat(NotationException.EXCERPT_LENGTH);
        assertEquals(prefix + "...", NotationException.excerpt(prefix + "z".repeat(10_000_000)));
    }

    @Test
    void theCutNeverSplitsACharacter() {
        String emoji = "\uD83D\uDE00";
        String text = emoji.repeat(NotationException.EXCERPT_LENGTH + 1);
        assertEquals(emoji.repeat(NotationException.EXCERPT_LENGTH) + "...", NotationException.excerpt(text));
    }

    @Test
    void lineEndsAndOtherControlsBecomeQuestionMarks() {
        assertEquals("a?b?c?d?e", NotationException.excerpt("a\nb\rc\td\u2028e"));
    }
}
