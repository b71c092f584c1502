package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.stratagem.engine.api.NotationException;

/**
 * The stone lines a Gomocup manager sends after {@code BOARD} ({@code x,y,field}) or
 * {@code SWAP2BOARD} ({@code x,y}), gathered until {@code DONE}. The manager reads no answer before
 * then, so the first bad line is kept, with its number, and reported at {@code DONE}; blank lines are
 * skipped (but counted).
 */
final class StoneLines {
    private final String command;
    private final int fields;
    private final Function<int[], String> complaint;
    private final List<int[]> stones = new ArrayList<>();
    private int count;
    private String error;

    /**
     * @param command   the command the lines follow, for the error
     * @param fields    the comma-separated whole numbers of a line
     * @param complaint what is wrong with a line's numbers, or null if nothing is
     */
    StoneLines(String command, int fields, Function<int[], String> complaint) {
        this.command = command;
        this.fields = fields;
        this.complaint = complaint;
    }

    /** @param text a line, stripped */
    void add(String text) {
        count++;
        if (error != null || text.isEmpty()) {
            return;
        }
        try {
            int[] stone = GomocupLine.numbers(text, fields);
            String wrong = complaint.apply(stone);
            if (wrong != null) {
                throw new NotationException("'" + NotationException.excerpt(text) + "': " + wrong);
            }
            stones.add(stone);
        } catch (NotationException bad) {
            error = command + " line " + count + ": " + bad.getMessage();
        }
    }

    /**
     * @return the stones' numbers, in the order of their lines
     * @throws NotationException the first bad line's error, if a line was bad
     */
    List<int[]> stones() {
        if (error != null) {
            throw new NotationException(error);
        }
        return stones;
    }
}
