package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.stratagem.engine.api.NotationException;

/**
 * Gomoku game records in SGF (FF[4], {@code GM[4]}: Gomoku and renju), read and written.
 *
 * <p>Written: {@code (;GM[4]FF[4]SZ[15]RU[freestyle]} (a rectangle {@code SZ[W:H]}; {@code RU} the
 * rule's name, {@code freestyle}, {@code standard}, {@code renju} or {@code caro}), then for a set-up
 * position {@code AB[..]...AW[..]...PL[B|W]} (the set-up stones in point order, the side to move),
 * then the moves, {@code ;B[hh];W[ih]...}, ten a line, then {@code )}. A point is two letters,
 * column then row, {@code a} for 0 ({@code aa} the top left corner, as in our {@code x,y}).
 *
 * <p>Read: the main line of the first game tree ({@link SgfTree}); of its properties {@code GM} (4 if
 * given), {@code SZ}, {@code RU} (a rule's name in any case), {@code AB}, {@code AW} (points, or
 * rectangles {@code aa:cc}), {@code PL} and the moves {@code B}, {@code W}; every other property
 * (comments, players, dates...) is passed over. Set-up properties come before the first move. The
 * side to move after the set-up is {@code PL}'s, else the first move's colour, else black with as
 * many stones as white, white with one fewer. Without {@code SZ} or {@code RU} the reader's game
 * gives them. Each move must be the side to move's and legal; what is not is refused in one line,
 * {@code SGF node N: ...}.
 */
final class Sgf {
    private static final int MOVES_A_LINE = 10;
    private static final List<String> COLOURS = List.of("B", "W");

    private Sgf() {
    }

    /**
     * @param text     an SGF record
     * @param defaults the game whose board and rule hold where the record does not say them
     * @return the record's game and position
     * @throws NotationException if it is not a well-formed Gomoku record of a legal game
     */
    static GomokuRecord read(String text, GomokuGame defaults) {
        Reading reading = new Reading();
        List<List<SgfTree.Property>> nodes = SgfTree.mainLine(text);
        for (int i = 0; i < nodes.size(); i++) {
            for (SgfTree.Property property : nodes.get(i)) {
                try {
                    reading.take(property);
                } catch (NotationException bad) {
                    throw new NotationException("SGF node " + (i + 1) + ": " + bad.getMessage());
                }
            }
        }
        return reading.record(defaults);
    }

    /**
     * @param position a position
     * @return the SGF record of it, ending with a line break
     */
    static String write(GomokuPosition position) {
        Board board = position.board();
        StringBuilder sgf = new StringBuilder("(;GM[4]FF[4]SZ[").append(board.width() == board.height() ? String.valueOf(board.width())
                : board.width() + ":" + board.height()).append("]RU[").append(position.rule().id()).append(']');
        int[] moves = position.moves();
        int colour = 0;
        if (position.isSetUp()) {
            for (int side = 0; side < 2; side++) {
                int[] stones = position.setUpStonesOf(side);
                if (stones.length > 0) {
                    sgf.append('A').append(COLOURS.get(side));
                    for (int stone : stones) {
                        sgf.append('[').append(point(board, stone)).append(']');
                    }
                }
            }
            colour = position.setUpColourToMove();
            sgf.append("PL[").append(COLOURS.get(colour)).append(']');
            moves = position.movesSinceSetUp();
        }
        for (int i = 0; i < moves.length; i++) {
            sgf.append(i % MOVES_A_LINE == 0 ? "\n" : "").append(';').append(COLOURS.get((colour + i) % 2)).append('[')
                    .append(point(board, moves[i])).append(']');
        }
        return sgf.append(")\n").toString();
    }

    private static String point(Board board, int point) {
        return "" + (char) ('a' + board.x(point)) + (char) ('a' + board.y(point));
    }

    /** What the properties have said so far. */
    private static final class Reading {
        private final List<List<int[]>> setUp = List.of(new ArrayList<>(), new ArrayList<>());
        private final List<int[]> moves = new ArrayList<>();
        private final List<String> moveNames = new ArrayList<>();
        private String size;
        private String rule;
        private int toMove = -1;
        private int firstMover = -1;

        void take(SgfTree.Property property) {
            String id = property.id();
            switch (id) {
                case "GM" -> {
                    if (!one(property).strip().equals("4")) {
                        throw new NotationException("GM[" + NotationException.excerpt(one(property)) + "] is not Gomoku (GM[4])");
                    }
                }
                case "SZ" -> size = one(property);
                case "RU" -> rule = rule(one(property));
                case "AB", "AW" -> {
                    beforeTheMoves(id);
                    for (String value : property.values()) {
                        setUp.get(id.equals("AB") ? 0 : 1).addAll(points(id, value));
                    }
                }
                case "AE" -> throw new NotationException("AE (stones taken off the board) is not a Gomoku record's");
                case "PL" -> {
                    beforeTheMoves(id);
                    toMove = COLOURS.indexOf(one(property).strip().toUpperCase(Locale.ROOT));
                    if (toMove < 0) {
                        throw new NotationException("PL[" + NotationException.excerpt(one(property)) + "] is not B or W");
                    }
                }
                case "B", "W" -> {
                    String value = one(property);
                    if (value.isBlank()) {
                        throw new NotationException(id + "[] is a pass: Gomoku has none");
                    }
                    List<int[]> point = points(id, value);
                    if (point.size() != 1) {
                        throw new NotationException(id + "[" + NotationException.excerpt(value) + "] is not one point");
                    }
                    String name = id + "[" + NotationException.excerpt(value) + "]";
                    firstMover = moves.isEmpty() ? COLOURS.indexOf(id) : firstMover;
                    if (COLOURS.indexOf(id) != (firstMover + moves.size()) % 2) {
                        throw new NotationException(name + ": " + (id.equals("B") ? "white" : "black") + " is to move");
                    }
                    moves.add(point.get(0));
                    moveNames.add(name);
                }
                default -> {
                    // comments, players, dates, the application...: nothing the position needs
                }
            }
        }

        private static String rule(String name) {
            try {
                return Rule.named(name.strip()).id();
            } catch (NotationException unknown) {
                throw new NotationException("RU[" + NotationException.excerpt(name) + "] is not freestyle, standard, renju or caro");
            }
        }

        private void beforeTheMoves(String id) {
            if (!moves.isEmpty()) {
                throw new NotationException(id + " after the moves: set-up properties come before them");
            }
        }

        /**
         * @return the record's game and position
         */
        GomokuRecord record(GomokuGame defaults) {
            Map<String, String> options = new HashMap<>();
            if (size != null) {
                options.put("size", size.strip().replace(':', 'x'));
            }
            if (rule != null) {
                options.put("rule", rule);
            }
            GomokuGame game;
            try {
                game = defaults.variant(options);
            } catch (NotationException badSize) {
                throw new NotationException("SGF SZ[" + NotationException.excerpt(size) + "] is not a board size from "
                        + Board.MIN_SIZE + " to " + Board.MAX_SIZE);
            }
            Board board = game.parsePosition("").board();
            boolean isSetUp = !setUp.get(0).isEmpty() || !setUp.get(1).isEmpty() || toMove >= 0;
            if (!isSetUp && firstMover == 1) {
                throw new NotationException("SGF: the first move, " + moveNames.get(0) + ", is white's: set up the board with AB, AW and PL");
            }
            int next = toMove >= 0 ? toMove : firstMover >= 0 ? firstMover : setUp.get(0).size() == setUp.get(1).size() + 1 ? 1 : 0;
            if (isSetUp && firstMover >= 0 && firstMover != next) {
                throw new NotationException("SGF: PL[" + COLOURS.get(next) + "] but the first move is " + moveNames.get(0));
            }
            GomokuPosition position;
            try {
                StringJoiner start = new StringJoiner(" ");
                if (isSetUp) {
                    start.add("black");
                    setUp.get(0).forEach(point -> start.add(notation(board, point)));
                    start.add("white");
                    setUp.get(1).forEach(point -> start.add(notation(board, point)));
                    start.add("next").add(next == 0 ? "black" : "white");
                }
                position = game.parsePosition(start.toString());
            } catch (NotationException bad) {
                throw new NotationException("SGF set-up: " + bad.getMessage());
            }
            for (int i = 0; i < moves.size(); i++) {
                try {
                    position.makeMove(game.parseMove(position, notation(board, moves.get(i))));
                } catch (NotationException bad) {
                    throw new NotationException("SGF move " + (i + 1) + ", " + NotationException.excerpt(moveNames.get(i)) + ": "
                            + bad.getMessage());
                }
            }
            return new GomokuRecord(game, game.parsePosition(game.formatPosition(position)));
        }

        /** @return the point in our notation, if it is on the board */
        private static String notation(Board board, int[] point) {
            if (!board.contains(point[0], point[1])) {
                throw new NotationException("a point off the " + board.dimensions() + " board");
            }
            return point[0] + "," + point[1];
        }

        private static String one(SgfTree.Property property) {
            if (property.values().size() != 1) {
                throw new NotationException(property.id() + " takes one value, not " + property.values().size());
            }
            return property.values().get(0);
        }

        /** @return the points of a value: {@code aa}, or a rectangle {@code aa:cc} */
        private static List<int[]> points(String id, String value) {
            String[] corners = value.strip().split(":", -1);
            if (corners.length > 2) {
                throw notAPoint(id, value);
            }
            int[] from = letters(id, value, corners[0]);
            int[] to = letters(id, value, corners[corners.length - 1]);
            List<int[]> points = new ArrayList<>();
            for (int x = Math.min(from[0], to[0]); x <= Math.max(from[0], to[0]); x++) {
                for (int y = Math.min(from[1], to[1]); y <= Math.max(from[1], to[1]); y++) {
                    points.add(new int[] {x, y});
                }
            }
            return points;
        }

        private static int[] letters(String id, String value, String point) {
            if (point.length() != 2 || coordinate(point.charAt(0)) < 0 || coordinate(point.charAt(1)) < 0) {
                throw notAPoint(id, value);
            }
            return new int[] {coordinate(point.charAt(0)), coordinate(point.charAt(1))};
        }

        /** @return a..z as 0..25, A..Z as 26..51 (FF[4]), -1 for any other character */
        private static int coordinate(char letter) {
            return letter >= 'a' && letter <= 'z' ? letter - 'a' : letter >= 'A' && letter <= 'Z' ? letter - 'A' + 26 : -1;
        }

        private static NotationException notAPoint(String id, String value) {
            return new NotationException(id + "[" + NotationException.excerpt(value) + "] is not a point: two letters, column and row");
        }
    }
}
