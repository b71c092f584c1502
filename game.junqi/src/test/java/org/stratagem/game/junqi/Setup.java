package org.stratagem.game.junqi;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.stratagem.engine.api.MoveList;

/**
 * A position for a test, built by placing pieces on grid cells: every cell empty but those given, the
 * seats' flags where {@link #flags()} puts them. Writes the position's text and parses it, so that the
 * position is one the notation accepts; the public flags are computed (a seat without a commander).
 */
final class Setup {
    private final JunqiGame game;
    private final Board board;
    private final String[] tokens;
    private int turn;
    private String out = "-";
    private String missed = "0 0 0 0";
    private int quiet;

    /** @param game the game, whose variant chooses the board */
    Setup(JunqiGame game) {
        this.game = game;
        board = game.parsePosition("").board();
        tokens = new String[board.size()];
        java.util.Arrays.fill(tokens, ".");
    }

    /** @return an empty four-seat board */
    static Setup siguo() {
        return new Setup(new JunqiGame());
    }

    /**
     * @param x     a grid x
     * @param y     a grid y
     * @param token a piece as the notation writes it, e.g. {@code 038*}
     * @return this
     */
    Setup put(int x, int y, String token) {
        int cell = board.cellAt(x, y);
        if (cell < 0) {
            throw new IllegalArgumentException(x + "," + y + " is not a cell");
        }
        tokens[cell] = token;
        return this;
    }

    /** @return this, with each seated seat's flag in its left headquarters (local 26) */
    Setup flags() {
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                tokens[board.cell(seat, 26)] = seat + "F";
            }
        }
        return this;
    }

    Setup turn(int seat) {
        turn = seat;
        return this;
    }

    Setup out(String seats) {
        out = seats;
        return this;
    }

    Setup missed(String counts) {
        missed = counts;
        return this;
    }

    Setup quiet(int turns) {
        quiet = turns;
        return this;
    }

    /** @return the position's text */
    String text() {
        StringBuilder text = new StringBuilder();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                for (int local = 0; local < Board.AREA; local++) {
                    text.append(tokens[board.cell(seat, local)]).append(local == Board.AREA - 1 ? " / " : " ");
                }
            }
        }
        if (!board.duel()) {
            for (int cell = board.stations(); cell < board.size(); cell++) {
                text.append(tokens[cell]).append(' ');
            }
        } else {
            text.setLength(text.length() - 3);
        }
        StringBuilder flags = new StringBuilder();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            String commander = seat + "40";
            boolean alive = !out.contains(String.valueOf(seat)) && board.seated(seat);
            if (alive && java.util.Arrays.stream(tokens).noneMatch(t -> t.startsWith(commander))) {
                flags.append(flags.length() == 0 ? "" : " ").append(seat);
            }
        }
        return text.toString().strip() + " ; turn " + turn + " ; out " + out + " ; missed " + missed + " ; quiet " + quiet
                + " ; flags " + (flags.length() == 0 ? "-" : flags);
    }

    /** @return the position */
    JunqiPosition position() {
        return game.parsePosition(text());
    }

    /** @return the game */
    JunqiGame game() {
        return game;
    }

    /**
     * @param position a position
     * @param x        the grid x of a piece of the seat to move
     * @param y        its grid y
     * @return where the piece can go, as {@code x,y} in a sorted map to whether the move attacks
     */
    static Map<String, Boolean> destinations(JunqiPosition position, int x, int y) {
        Board board = position.board();
        int from = board.cellAt(x, y);
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        Map<String, Boolean> destinations = new TreeMap<>();
        for (int move : moves.toArray()) {
            if (JunqiPosition.from(move) == from) {
                int to = JunqiPosition.to(move);
                destinations.put(board.name(to), position.code(to) != Piece.EMPTY);
            }
        }
        return destinations;
    }

    /** @return the destinations' cells, sorted, separated by spaces */
    static String cells(Map<String, Boolean> destinations) {
        return destinations.keySet().stream().sorted(Setup::byGrid).collect(Collectors.joining(" "));
    }

    private static int byGrid(String a, String b) {
        String[] pa = a.split(",");
        String[] pb = b.split(",");
        int dy = Integer.parseInt(pa[1]) - Integer.parseInt(pb[1]);
        return dy != 0 ? dy : Integer.parseInt(pa[0]) - Integer.parseInt(pb[0]);
    }
}
