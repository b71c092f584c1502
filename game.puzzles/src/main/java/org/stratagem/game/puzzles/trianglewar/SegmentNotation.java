package org.stratagem.game.puzzles.trianglewar;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.stratagem.engine.api.NotationException;

/**
 * A segment as text: {@code i-j}, its two dots in either order ({@code 4-2} is {@code 2-4}),
 * printed smaller first. One place for the checks and messages that positions, moves and the PKU
 * input share; each caller says where the text stands ({@code "segment 3: "}, {@code "move "},
 * {@code "line 4: "}) and the message follows, e.g.
 * {@code segment 3: '2-7' is not a segment of the board (dots 2 and 7 are not neighbours)}.
 */
final class SegmentNotation {
    private static final Pattern SEGMENT = Pattern.compile("(\\d{1,9})-(\\d{1,9})");

    private SegmentNotation() {
    }

    /**
     * @param segment a segment, 0..17
     * @return its notation, smaller dot first, e.g. {@code 2-4}
     */
    static String format(int segment) {
        return Board.lowDot(segment) + "-" + Board.highDot(segment);
    }

    /**
     * @param token a segment in notation, {@code i-j}
     * @param where where the token stands, the start of any message
     * @param drawn the segments drawn so far, which the token must not name
     * @return the segment
     * @throws NotationException if the token is malformed, names no segment of the board or a drawn one
     */
    static int parse(String token, String where, int drawn) {
        Matcher dots = SEGMENT.matcher(token);
        if (!dots.matches()) {
            throw new NotationException(where + "'" + NotationException.excerpt(token)
                    + "' is not a segment: expected i-j, two neighbouring dots, e.g. '2-4'");
        }
        return check(Integer.parseInt(dots.group(1)), Integer.parseInt(dots.group(2)), token, where, drawn);
    }

    /**
     * @param dot1  a dot as given
     * @param dot2  the other dot as given
     * @param text  how the two dots were written, quoted in messages
     * @param where where the text stands, the start of any message
     * @param drawn the segments drawn so far, which the dots must not join
     * @return the segment between the dots
     * @throws NotationException if a dot is not 1..10, the dots are not neighbours, or the segment
     *                           is drawn
     */
    static int check(int dot1, int dot2, String text, String where, int drawn) {
        String quoted = where + "'" + text + "'";
        requireDot(dot1, quoted);
        requireDot(dot2, quoted);
        if (dot1 == dot2) {
            throw new NotationException(quoted + " joins dot " + dot1 + " to itself");
        }
        int segment = Board.segment(dot1, dot2);
        if (segment < 0) {
            throw new NotationException(quoted + " is not a segment of the board (dots " + dot1 + " and " + dot2
                    + " are not neighbours)");
        }
        if ((drawn & 1 << segment) != 0) {
            throw new NotationException(quoted + " was already drawn");
        }
        return segment;
    }

    private static void requireDot(int dot, String quoted) {
        if (!Board.isDot(dot)) {
            throw new NotationException(quoted + ": dot " + dot + " is not a dot (1.." + Board.DOTS + ")");
        }
    }
}
