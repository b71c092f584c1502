package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.stratagem.engine.api.NotationException;

/**
 * The text of a position, and of what one seat observes of it.
 *
 * <p>A position is six fields separated by {@code " ; "}:
 * {@code AREAS ; turn T ; out SEATS ; missed M0 M1 M2 M3 ; quiet Q ; flags SEATS}. {@code AREAS} lists
 * the cells, separated by {@code " / "} into the area of each seat on the board in seat order (in local
 * order, 30 tokens, as a lineup) and, on the four-seat board, the nine centre stations (by rows, y = 6, 8,
 * 10, each x = 6, 8, 10). A cell is {@code .} when empty, or the owner's seat followed by the piece's
 * lineup token ({@code 040} seat 0's commander, {@code 2E} seat 2's engineer) and a mark if the piece has
 * moved: {@code *}, or {@code ^} if it was deployed in its seat's front row (so it is no bomb). Then the
 * seat to move (or that would move, once the game is over), the seats out of the game ({@code -} for
 * none; a duel lists its absent seats 1 and 3), each seat's missed turns, the turns since the last
 * collision, and the seats whose flag is public because their commander died ({@code -} for none).
 *
 * <p>A parsed position must be one that play can reach: every piece of a seat in the game, within the
 * counts of a lineup; an unmoved piece on its own area where a lineup may put it; no moved mine or flag;
 * one flag for every seat in the game; the seat to move in the game and, unless the game is over, with
 * a move; the public flags those of the seats whose commander is gone. Whatever is wrong is said in one
 * line, naming the cell or the field.
 *
 * <p>An observation has the same form after {@code seat S sees: }, with every piece the seat may not
 * see written as its owner and {@code ?} (and its mark): it sees its own pieces, its partner's if the
 * variant's {@code partner_visible} says so, and the flags made public.
 */
final class PositionNotation {
    private static final String FIELDS = " ; ";
    private static final String AREAS = " / ";

    private PositionNotation() {
    }

    /**
     * @param position a position
     * @return its text, every rank shown
     */
    static String format(JunqiPosition position) {
        return format(position, -1);
    }

    /**
     * @param position a position
     * @param viewer   the seat observing, or -1 for the referee, who sees every rank
     * @return the text of the position as the viewer sees it
     */
    static String format(JunqiPosition position, int viewer) {
        Board board = position.board();
        int revealed = 0;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            revealed |= position.flagRevealed(seat) ? 1 << seat : 0;
        }
        StringJoiner areas = new StringJoiner(AREAS);
        for (List<Integer> area : areas(board)) {
            StringJoiner tokens = new StringJoiner(" ");
            for (int cell : area) {
                tokens.add(token(position, cell, viewer, revealed));
            }
            areas.add(tokens.toString());
        }
        StringJoiner missed = new StringJoiner(" ");
        for (int seat = 0; seat < Board.SEATS; seat++) {
            missed.add(String.valueOf(position.missed(seat)));
        }
        String text = areas + FIELDS + "turn " + position.turn() + FIELDS + "out " + seats(position.outSeats()) + FIELDS
                + "missed " + missed + FIELDS + "quiet " + position.quiet() + FIELDS + "flags " + seats(revealed);
        return viewer < 0 ? text : "seat " + viewer + " sees: " + text;
    }

    private static String token(JunqiPosition position, int cell, int viewer, int revealed) {
        int code = position.code(cell);
        if (code == Piece.EMPTY) {
            return ".";
        }
        int owner = Piece.owner(code);
        Rank rank = Rank.ALL[Piece.rank(code)];
        boolean visible = viewer < 0 || owner == viewer
                || position.variant().partnerVisible() && owner == position.board().partnerOf(viewer)
                || rank == Rank.FLAG && (revealed & 1 << owner) != 0;
        String mark = (code & Piece.MOVED) == 0 ? "" : (code & Piece.FRONT) != 0 ? "^" : "*";
        return owner + (visible ? rank.token() : "?") + mark;
    }

    private static String seats(int mask) {
        StringJoiner seats = new StringJoiner(" ");
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if ((mask & 1 << seat) != 0) {
                seats.add(String.valueOf(seat));
            }
        }
        return mask == 0 ? "-" : seats.toString();
    }

    /** @return the cells of each part of the areas field, in order: each seated seat's area, then the centre */
    private static List<List<Integer>> areas(Board board) {
        List<List<Integer>> areas = new ArrayList<>();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat)) {
                List<Integer> area = new ArrayList<>();
                for (int local = 0; local < Board.AREA; local++) {
                    area.add(board.cell(seat, local));
                }
                areas.add(area);
            }
        }
        if (!board.duel()) {
            List<Integer> centre = new ArrayList<>();
            for (int cell = board.stations(); cell < board.size(); cell++) {
                centre.add(cell);
            }
            areas.add(centre);
        }
        return areas;
    }

    /**
     * @param variant the rules
     * @param text    a position's text
     * @return the position, with no moves to undo
     * @throws NotationException if the text is malformed or not a position play can reach
     */
    static JunqiPosition parse(Variant variant, String text) {
        Board board = variant.board();
        String[] fields = text.strip().split(";", -1);
        if (fields.length != 6) {
            throw new NotationException("a position has 6 fields separated by ';' (areas, turn, out, missed, quiet, flags), not "
                    + fields.length + ": '" + NotationException.excerpt(text) + "'");
        }
        int[] cells = cells(board, fields[0]);
        int turn = seatField(fields[1], "turn");
        int out = seatsField(fields[2], "out");
        int missed = missedField(fields[3]);
        int quiet = numberField(fields[4], "quiet", variant.drawAfter());
        int flags = seatsField(fields[5], "flags");
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (!board.seated(seat) && (out & 1 << seat) == 0) {
                throw new NotationException("out: seat " + seat + " has no area on this board, so it is out");
            }
            if ((out & 1 << seat) == 0 && (missed >>> 4 * seat & 15) >= JunqiPosition.MISSED_TURNS_OUT) {
                throw new NotationException("missed: seat " + seat + " missed " + JunqiPosition.MISSED_TURNS_OUT
                        + " turns, so it is out");
            }
        }
        if ((out & board.teamMask(0)) == board.teamMask(0) && (out & board.teamMask(1)) == board.teamMask(1)) {
            throw new NotationException("out: both teams are out");
        }
        if ((out & 1 << turn) != 0) {
            throw new NotationException("turn: seat " + turn + " is out of the game");
        }
        checkPieces(board, cells, out);
        JunqiPosition position = new JunqiPosition(variant, cells, turn, out, missed, quiet);
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (position.flagRevealed(seat) != ((flags & 1 << seat) != 0)) {
                throw new NotationException("flags: seat " + seat + "'s flag is " + (position.flagRevealed(seat) ? "" : "not ")
                        + "public: it is while the seat is in the game without its commander");
            }
        }
        if (!position.isTerminal() && !position.hasMove(turn)) {
            throw new NotationException("turn: seat " + turn + " has no move, so it would be out");
        }
        return position;
    }

    private static int[] cells(Board board, String field) {
        List<List<Integer>> areas = areas(board);
        String[] parts = field.split("/", -1);
        if (parts.length != areas.size()) {
            throw new NotationException("the cells are " + areas.size() + " groups separated by '/' (each seat's area"
                    + (board.duel() ? "" : ", then the centre") + "), not " + parts.length);
        }
        int[] cells = new int[board.size()];
        for (int part = 0; part < parts.length; part++) {
            List<Integer> area = areas.get(part);
            String[] tokens = parts[part].isBlank() ? new String[0] : parts[part].strip().split("\\s+");
            if (tokens.length != area.size()) {
                throw new NotationException("cell group " + (part + 1) + " has " + tokens.length + " cells, not " + area.size());
            }
            for (int i = 0; i < tokens.length; i++) {
                cells[area.get(i)] = piece(board, area.get(i), tokens[i]);
            }
        }
        return cells;
    }

    /** @return the code of a cell's token, its marks included */
    private static int piece(Board board, int cell, String token) {
        if (token.equals(".")) {
            return Piece.EMPTY;
        }
        char last = token.charAt(token.length() - 1);
        boolean moved = last == '*' || last == '^';
        String body = moved ? token.substring(0, token.length() - 1) : token;
        Rank rank = body.length() < 2 ? null : Rank.ofToken(body.substring(1));
        int owner = body.isEmpty() ? -1 : body.charAt(0) - '0';
        if (rank == null || owner < 0 || owner >= Board.SEATS) {
            throw at(board, cell, "'" + NotationException.excerpt(token) + "' is not '.' or a seat 0-3, a piece (40..33, E, B, M, F)"
                    + " and a mark (*, ^)");
        }
        int local = board.local(cell);
        boolean home = board.areaOf(cell) == owner;
        if (!moved && (!home || board.camp(cell) || Lineup.misplaced(rank, local) != null)) {
            throw at(board, cell, "seat " + owner + "'s " + rank.token() + " has not moved, but a lineup cannot put it here");
        }
        if (moved && !rank.mobile()) {
            throw at(board, cell, "a " + (rank == Rank.MINE ? "mine" : "flag") + " never moves");
        }
        boolean front = moved ? last == '^' : local < Board.COLUMNS;
        if (moved && front && rank == Rank.BOMB) {
            throw at(board, cell, "a bomb is never deployed in the front row");
        }
        return Piece.of(owner, rank) | (moved ? Piece.MOVED : 0) | (front ? Piece.FRONT : 0);
    }

    private static void checkPieces(Board board, int[] cells, int out) {
        int[][] counts = new int[Board.SEATS][Rank.ALL.length];
        for (int cell = 0; cell < cells.length; cell++) {
            if (cells[cell] != Piece.EMPTY) {
                int owner = Piece.owner(cells[cell]);
                Rank rank = Rank.ALL[Piece.rank(cells[cell])];
                if ((out & 1 << owner) != 0) {
                    throw at(board, cell, "a piece of seat " + owner + ", which is out of the game");
                }
                if (++counts[owner][rank.ordinal()] > rank.count()) {
                    throw at(board, cell, "one " + rank.token() + " too many for seat " + owner + ": a lineup has " + rank.count());
                }
            }
        }
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if ((out & 1 << seat) == 0 && counts[seat][Rank.FLAG.ordinal()] == 0) {
                throw new NotationException("seat " + seat + " is in the game without its flag");
            }
        }
    }

    private static NotationException at(Board board, int cell, String reason) {
        return new NotationException("cell " + board.name(cell) + ": " + reason);
    }

    private static String value(String field, String name) {
        String[] words = field.strip().split("\\s+", 2);
        if (!words[0].equals(name) || words.length < 2) {
            throw new NotationException("expected '" + name + " ...', not '" + NotationException.excerpt(field.strip()) + "'");
        }
        return words[1];
    }

    private static int seatField(String field, String name) {
        String value = value(field, name);
        if (!value.matches("[0-3]")) {
            throw new NotationException(name + ": '" + NotationException.excerpt(value) + "' is not a seat 0-3");
        }
        return value.charAt(0) - '0';
    }

    private static int seatsField(String field, String name) {
        String value = value(field, name);
        if (value.equals("-")) {
            return 0;
        }
        int mask = 0;
        for (String seat : value.split("\\s+")) {
            if (!seat.matches("[0-3]") || (mask & 1 << seat.charAt(0) - '0') != 0) {
                throw new NotationException(name + ": '" + NotationException.excerpt(value) + "' is not '-' or distinct seats 0-3");
            }
            mask |= 1 << seat.charAt(0) - '0';
        }
        return mask;
    }

    private static int missedField(String field) {
        String[] counts = value(field, "missed").split("\\s+");
        if (counts.length != Board.SEATS) {
            throw new NotationException("missed: " + Board.SEATS + " counts, one a seat, not " + counts.length);
        }
        int missed = 0;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            missed |= numberField("missed " + counts[seat], "missed", JunqiPosition.MISSED_TURNS_OUT) << 4 * seat;
        }
        return missed;
    }

    private static int numberField(String field, String name, int max) {
        String value = value(field, name);
        if (!value.matches("[0-9]{1,5}") || Integer.parseInt(value) > max) {
            throw new NotationException(name + ": '" + NotationException.excerpt(value) + "' is not a number from 0 to " + max);
        }
        return Integer.parseInt(value);
    }
}
