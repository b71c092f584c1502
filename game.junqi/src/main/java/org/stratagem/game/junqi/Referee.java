package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.NotationException;

/**
 * The referee of one game: it owns the true state (a {@link JunqiPosition} with every rank), judges the
 * answers of the seat to move, and says to every seat only what the jbrain protocol lets it observe
 * ({@code ../shared/specs/junqi.md}): each move's seat, cells and {@link Collision}, the flag of a seat
 * whose commander died, the seats put out and why, the result. No line it gives out names a rank, but the
 * {@code LINEUP} lines of {@link #lineupsSeenBy}: a seat's own and, where the variant's
 * {@code partner_visible} says so, its partner's.
 *
 * <p>A turn ends with a board move ({@code RESULT seat x1,y1 x2,y2 outcome}, then {@code FLAG x,y} for
 * each seat whose commander the move removed, in seat order), a resignation, or a missed turn: a
 * {@code PASS}, a late answer, an answer that is not {@code MOVE x1,y1 x2,y2}, {@code PASS} or
 * {@code RESIGN}, or an illegal move; the fifth missed turn puts the seat out. Then come {@code OUT seat
 * reason} for each seat the turn put out ({@code flag}, {@code nomoves}, {@code resigned},
 * {@code timeouts}) and, when the game is over, {@code END team02|team13|draw} (in a duel {@code team02} is
 * seat 0's win and {@code team13} seat 2's, the board's two teams in order).
 *
 * <p>Everything that happened is kept as the {@linkplain #events() events} of the game, the lines a
 * {@link JunqiRecord} stores: the lines given to the seats and, where a seat missed a turn or resigned,
 * {@code PASS seat reason} or {@code RESIGN seat}, which the seats are not told.
 */
final class Referee {
    /** The result of a game that the first team won: seats 0 and 2, or in a duel seat 0. */
    static final String TEAM02 = "team02";
    /** The result of a game that the second team won: seats 1 and 3, or in a duel seat 2. */
    static final String TEAM13 = "team13";
    /** The result of a drawn game. */
    static final String DRAW = "draw";

    private final JunqiGame game;
    private final Variant variant;
    private final Lineup[] lineups;
    private final int first;
    private final JunqiPosition position;
    private final List<String> events = new ArrayList<>();
    /** Every move made, referee moves included, in order. */
    private final List<Integer> played = new ArrayList<>();

    /**
     * @param variant the rules
     * @param lineups the lineup of each seat, indexed by seat: one for every seat on the board, null for
     *                the duel's absent seats
     * @param first   the seat that moves first, one on the board
     * @throws NotationException if a seat on the board has no lineup or the first seat is not on the board
     */
    Referee(Variant variant, Lineup[] lineups, int first) {
        Board board = variant.board();
        if (first < 0 || first >= Board.SEATS || !board.seated(first)) {
            throw new NotationException("seat " + first + " cannot move first: it is not on the "
                    + (board.duel() ? "duel" : "siguo") + " board");
        }
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (board.seated(seat) && lineups[seat] == null) {
                throw new NotationException("seat " + seat + " has no lineup");
            }
        }
        this.game = new JunqiGame().variant(variant.options());
        this.variant = variant;
        this.lineups = lineups.clone();
        this.first = first;
        this.position = new JunqiPosition(variant, this.lineups, first);
    }

    /**
     * @param seat a seat
     * @param text its lineup, 30 tokens
     * @return the lineup
     * @throws NotationException naming the seat, the token and what is wrong with it, in one line
     */
    static Lineup lineup(int seat, String text) {
        try {
            return Lineup.parse(text);
        } catch (NotationException wrong) {
            throw new NotationException("seat " + seat + ": " + wrong.getMessage());
        }
    }

    /** @return the rules */
    Variant variant() {
        return variant;
    }

    /** @return the lineup of a seat, null for a seat not on the board */
    Lineup lineup(int seat) {
        return lineups[seat];
    }

    /** @return the seat that moved first */
    int first() {
        return first;
    }

    /** @return the true state at the start of the game */
    JunqiPosition start() {
        return new JunqiPosition(variant, lineups, first);
    }

    /** @return every move made since the start, in order, {@link JunqiPosition#PASS} for a missed turn */
    int[] moves() {
        return played.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return a copy of the true state */
    JunqiPosition position() {
        return position.copy();
    }

    /** @return the seat to move, or {@link org.stratagem.engine.api.Position#NOBODY} when the game is over */
    int toMove() {
        return position.seatToMove();
    }

    /** @return whether the game is over */
    boolean over() {
        return position.isTerminal();
    }

    /** @return {@link #TEAM02}, {@link #TEAM13} or {@link #DRAW} once the game is over, else null */
    String result() {
        if (!position.isTerminal()) {
            return null;
        }
        return switch (position.terminalValue(0)) {
            case 1 -> TEAM02;
            case -1 -> TEAM13;
            default -> DRAW;
        };
    }

    /** @return the turns a seat has missed (in a row or not: they are never forgiven) */
    int missed(int seat) {
        return position.missed(seat);
    }

    /** @return the number of turns played, missed ones included */
    int turns() {
        return position.movesMade();
    }

    /** @return what happened so far, in order: the lines of a record after its header */
    List<String> events() {
        return List.copyOf(events);
    }

    /**
     * @param seat a seat on the board
     * @return the {@code LINEUP seat tokens} lines the seat may see: its own, then its partner's if the
     *         partner is on the board and visible
     */
    List<String> lineupsSeenBy(int seat) {
        List<String> seen = new ArrayList<>();
        seen.add("LINEUP " + seat + " " + lineups[seat]);
        int partner = variant.board().partnerOf(seat);
        if (variant.partnerVisible() && variant.board().seated(partner)) {
            seen.add("LINEUP " + partner + " " + lineups[partner]);
        }
        return seen;
    }

    /**
     * Judges the answer of the seat to move to {@code GO} and plays it.
     *
     * @param answer the answer's line
     * @return what the turn did
     * @throws IllegalStateException if the game is over
     */
    Turn answer(String answer) {
        String text = answer.strip();
        if (text.equals("PASS")) {
            return miss("passed");
        }
        if (text.equals("RESIGN")) {
            int seat = running().turn();
            return turn(seat, "RESIGN " + seat, false, play(JunqiPosition.RESIGN), null);
        }
        if (!text.startsWith("MOVE ")) {
            return miss("malformed answer '" + NotationException.excerpt(text) + "'");
        }
        int move;
        try {
            move = game.parseMove(running(), text.substring("MOVE ".length()));
        } catch (NotationException illegal) {
            return miss("illegal move " + illegal.getMessage());
        }
        if (move == JunqiPosition.PASS || move == JunqiPosition.RESIGN) {
            return miss("malformed answer '" + NotationException.excerpt(text) + "'");
        }
        return move(move);
    }

    /**
     * A missed turn of the seat to move: no answer in time, a malformed answer, an illegal move or a pass.
     *
     * @param reason why, for the log and the record (one line)
     * @return what the turn did
     */
    Turn miss(String reason) {
        int seat = running().turn();
        String oneLine = reason.replaceAll("\\R", " ");
        String event = oneLine.isBlank() ? "PASS " + seat : "PASS " + seat + " " + oneLine.strip();
        return turn(seat, event, false, play(JunqiPosition.PASS), oneLine);
    }

    /**
     * Plays a legal board move of the seat to move.
     *
     * @param move a move among the position's legal moves
     * @return what the turn did
     */
    Turn move(int move) {
        int seat = running().turn();
        int outBefore = position.outSeats();
        int flagOwner = flagOwner(move);
        played.add(move);
        Observation seen = Observation.play(position, move);
        return turn(seat, seen.line(position.board()), true, after(seat, outBefore, flagOwner, move), null);
    }

    private JunqiPosition running() {
        if (position.isTerminal()) {
            throw new IllegalStateException("the game is over");
        }
        return position;
    }

    /** Records the turn's event and what followed it; the seats are told the event if {@code told}. */
    private Turn turn(int seat, String event, boolean told, List<String> after, String missed) {
        events.add(event);
        events.addAll(after);
        List<String> lines = new ArrayList<>();
        if (told) {
            lines.add(event);
        }
        lines.addAll(after);
        return new Turn(seat, List.copyOf(lines), missed);
    }

    /** @return after playing the move: an {@code OUT} line for each seat it put out, then {@code END} if the game is over */
    private List<String> play(int move) {
        int mover = position.turn();
        int outBefore = position.outSeats();
        int flagOwner = flagOwner(move);
        played.add(move);
        position.makeMove(move);
        return after(mover, outBefore, flagOwner, move);
    }

    /** @return the seat whose flag the move attacks, or -1 */
    private int flagOwner(int move) {
        int target = move < JunqiPosition.PASS ? position.code(JunqiPosition.to(move)) : Piece.EMPTY;
        return target != Piece.EMPTY && Piece.rank(target) == Piece.FLAG ? Piece.owner(target) : -1;
    }

    /**
     * @return after a move of {@code mover} was made, the seats out before it and the seat whose flag it
     *         attacked: an {@code OUT} line for each seat it put out, then {@code END} if the game is over
     */
    private List<String> after(int mover, int outBefore, int flagOwner, int move) {
        List<String> lines = new ArrayList<>();
        int newlyOut = position.outSeats() & ~outBefore;
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if ((newlyOut & 1 << seat) != 0) {
                String reason = seat == flagOwner ? "flag"
                        : seat != mover ? "nomoves" : move == JunqiPosition.RESIGN ? "resigned" : "timeouts";
                lines.add("OUT " + seat + " " + reason);
            }
        }
        if (position.isTerminal()) {
            lines.add("END " + result());
        }
        return lines;
    }

    /**
     * What one turn did.
     *
     * @param seat   the seat whose turn it was
     * @param lines  the lines every seat is told, in order: {@code RESULT} for a board move, then
     *               {@code OUT} and {@code END} lines
     * @param missed why the seat missed its turn, or null if it did not
     */
    record Turn(int seat, List<String> lines, String missed) {
    }
}
