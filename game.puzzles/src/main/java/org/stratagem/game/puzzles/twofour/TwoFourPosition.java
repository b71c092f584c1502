package org.stratagem.game.puzzles.twofour;

import java.util.Objects;
import java.util.SplittableRandom;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;

/**
 * A TwoFour game in progress: N piles in a row ({@value #MIN_PILES} &lt;= N &lt;= {@value #MAX_PILES}),
 * each holding 0..4 balls, 2N balls in all, with player 1 (seat 0) or player 2 (seat 1) to move.
 *
 * <p>A move takes one ball from pile {@code i} to pile {@code j} and is legal when afterwards pile
 * {@code j} holds no more than pile {@code i}, that is when pile {@code i} held at least 2 balls more.
 * A pile that the move leaves holding 2 balls belongs to the mover; any other pile it changes
 * belongs to nobody. The game ends when no move is possible, which is exactly when every pile holds
 * 2 balls; {@link #terminalValue(int) the value} of a team is then the piles it owns minus the piles
 * the other team owns, so draws happen. Seats and teams coincide: seat 0 plays for team 0.
 *
 * <p>Encodings:
 * <ul>
 * <li>A move is the int {@code i * 32 + j} (piles numbered from 0), never {@link MoveList#NONE}.</li>
 * <li>{@link #key()} is a Zobrist hash of the ordered piles, with their owners, and the side to move
 *     ({@link org.stratagem.engine.api.KeyKind#HASH}): the ordered states of 30 piles number about
 *     1.2 &times; 10^22, more than 64 bits can tell apart (an exact encoding fits only up to 25 piles).</li>
 * <li>{@link #canonicalKey()} is exact: the census of pile kinds seen from the side to move (how
 *     many piles hold 0 balls, 1 ball, 2 of mine, 2 of theirs, 3, 4), 5 bits a count. Pile order
 *     does not change the value of a position, and swapping the players' roles (owners and side to
 *     move) gives a position of the same value for the side to move, so positions with equal
 *     canonical keys have equal values.</li>
 * </ul>
 *
 * <p>At the end of the game {@link #seatToMove()} is {@link Position#NOBODY}, but the position still
 * knows whose turn it would be ({@link #seatOnTurn()}): the notation shows it, both keys include it,
 * and the canonical key of a finished game counts owned piles from that seat's view.
 *
 * <p>Make and undo allocate nothing: the undo stack is allocated with the position and holds the
 * longest possible game, 2N moves (each move lowers the sum of the squared pile sizes by at least
 * 2, from at most 8N to 4N at the end).
 */
public final class TwoFourPosition implements Position {
    /** The fewest piles a game has. */
    public static final int MIN_PILES = 3;
    /** The most piles a game has. */
    public static final int MAX_PILES = 30;

    private static final int TARGET_BITS = 5;
    private static final int TARGET_MASK = (1 << TARGET_BITS) - 1;
    private static final int MOVE_BITS = 2 * TARGET_BITS;
    private static final int MOVE_MASK = (1 << MOVE_BITS) - 1;
    private static final int UNDO_SOURCE_SHIFT = MOVE_BITS;
    private static final int UNDO_TARGET_SHIFT = UNDO_SOURCE_SHIFT + 3;
    private static final int UNDO_KIND_MASK = 7;

    /** A random number per (pile, kind), index {@code pile * KINDS + kind}; fixed seed, so keys are stable. */
    private static final long[] ZOBRIST_PILES;
    /** XORed into the key when player 2 is on turn. */
    private static final long ZOBRIST_SECOND_ON_TURN;

    static {
        SplittableRandom random = new SplittableRandom(2002);
        ZOBRIST_PILES = random.longs(MAX_PILES * Pile.KINDS).toArray();
        ZOBRIST_SECOND_ON_TURN = random.nextLong();
    }

    private final byte[] kinds;
    private int seatOnTurn;
    private long key;
    /** Pile kinds counted in player 1's view. */
    private long census;

    private int movesMade;
    /** Per move made: the move, the source pile's kind and the target pile's kind before it. */
    private final int[] undoMoves;
    private final long[] undoKeys;
    private final long[] undoCensuses;

    private TwoFourPosition(int[] pileKinds, int seat) {
        kinds = new byte[pileKinds.length];
        seatOnTurn = seat;
        key = seat == 1 ? ZOBRIST_SECOND_ON_TURN : 0;
        for (int pile = 0; pile < pileKinds.length; pile++) {
            kinds[pile] = (byte) pileKinds[pile];
            key ^= zobrist(pile, pileKinds[pile]);
            census += Census.unit(pileKinds[pile]);
        }
        int longestGame = 2 * pileKinds.length;
        undoMoves = new int[longestGame];
        undoKeys = new long[longestGame];
        undoCensuses = new long[longestGame];
    }

    private TwoFourPosition(TwoFourPosition original) {
        kinds = original.kinds.clone();
        seatOnTurn = original.seatOnTurn;
        key = original.key;
        census = original.census;
        movesMade = original.movesMade;
        undoMoves = original.undoMoves.clone();
        undoKeys = original.undoKeys.clone();
        undoCensuses = original.undoCensuses.clone();
    }

    /**
     * The start of an olympiad game: the piles' ball counts, player 1 to move, and the 2-ball piles
     * dealt alternately from the first, first to player 2, then to player 1, then to player 2, ...
     * (so player 2 gets the odd one).
     *
     * @param balls the ball count of each pile, in order
     * @return a new position with no moves to undo
     * @throws NotationException if a count is outside 0..4, the number of piles outside
     *                           {@value #MIN_PILES}..{@value #MAX_PILES}, or the total not twice that number
     */
    public static TwoFourPosition fromOlympiadPiles(int[] balls) {
        int[] pileKinds = new int[balls.length];
        int dealt = 0;
        for (int pile = 0; pile < balls.length; pile++) {
            if (balls[pile] < 0 || balls[pile] > 4) {
                throw Pile.notABallCount(pile + 1, Integer.toString(balls[pile]));
            }
            int owner = 0;
            if (balls[pile] == 2) {
                owner = dealt % 2 == 0 ? 1 : 0;
                dealt++;
            }
            pileKinds[pile] = Pile.of(balls[pile], owner);
        }
        return of(pileKinds, 0);
    }

    /**
     * @param pileKinds the {@link Pile} kind of each pile, in order
     * @param seat      the seat on turn, 0 or 1
     * @return a new position with no moves to undo
     * @throws NotationException if the number of piles or the total of balls is wrong
     */
    static TwoFourPosition of(int[] pileKinds, int seat) {
        int piles = pileKinds.length;
        if (piles < MIN_PILES || piles > MAX_PILES) {
            throw new NotationException(piles + " piles, expected " + MIN_PILES + ".." + MAX_PILES);
        }
        int total = 0;
        for (int kind : pileKinds) {
            total += Pile.balls(kind);
        }
        if (total != 2 * piles) {
            throw new NotationException("total of " + total + " balls, expected 2N = " + 2 * piles);
        }
        return new TwoFourPosition(pileKinds, seat);
    }

    /**
     * @param from the pile the ball leaves, 0..N-1
     * @param to   the pile the ball goes to, 0..N-1
     * @return the move's encoding
     */
    static int move(int from, int to) {
        return from << TARGET_BITS | to;
    }

    /**
     * @param move a move
     * @return the pile the ball leaves
     */
    static int from(int move) {
        return move >>> TARGET_BITS;
    }

    /**
     * @param move a move
     * @return the pile the ball goes to
     */
    static int to(int move) {
        return move & TARGET_MASK;
    }

    /** @return the number of piles, N */
    public int pileCount() {
        return kinds.length;
    }

    /**
     * @return the seat whose turn it is; at the end of the game, the seat whose turn it would be
     *         (where {@link #seatToMove()} says {@link Position#NOBODY})
     */
    public int seatOnTurn() {
        return seatOnTurn;
    }

    /**
     * @param seat 0 or 1
     * @return how many 2-ball piles that seat owns now
     */
    public int pilesOwnedBy(int seat) {
        return Census.count(census, Pile.TWO_FIRST + Objects.checkIndex(seat, 2));
    }

    /**
     * @param pile 0..N-1
     * @return the pile's {@link Pile} kind
     */
    int kind(int pile) {
        return kinds[pile];
    }

    /**
     * @param kind a {@link Pile} kind
     * @return the first pile of that kind, or -1 if there is none
     */
    int firstPile(int kind) {
        for (int pile = 0; pile < kinds.length; pile++) {
            if (kinds[pile] == kind) {
                return pile;
            }
        }
        return -1;
    }

    @Override
    public int seatToMove() {
        return isTerminal() ? NOBODY : seatOnTurn;
    }

    /** Every pile holds 2 balls: with 2N balls, any other position has a pile of 3+ and one of 1-. */
    @Override
    public boolean isTerminal() {
        return pilesOwnedBy(0) + pilesOwnedBy(1) == kinds.length;
    }

    /** Fills {@code out} with every legal move, ordered by source pile, then by target pile. */
    @Override
    public void legalMoves(MoveList out) {
        out.clear();
        for (int from = 0; from < kinds.length; from++) {
            int fromBalls = Pile.balls(kinds[from]);
            for (int to = 0; to < kinds.length; to++) {
                if (fromBalls >= Pile.balls(kinds[to]) + 2) {
                    out.add(move(from, to));
                }
            }
        }
    }

    @Override
    public void makeMove(int move) {
        int from = from(move);
        int to = to(move);
        int source = kinds[from];
        int target = kinds[to];
        undoMoves[movesMade] = move | source << UNDO_SOURCE_SHIFT | target << UNDO_TARGET_SHIFT;
        undoKeys[movesMade] = key;
        undoCensuses[movesMade] = census;
        movesMade++;

        place(from, Pile.of(Pile.balls(source) - 1, seatOnTurn));
        place(to, Pile.of(Pile.balls(target) + 1, seatOnTurn));
        seatOnTurn = 1 - seatOnTurn;
        key ^= ZOBRIST_SECOND_ON_TURN;
    }

    @Override
    public void undoMove() {
        if (movesMade == 0) {
            throw new IllegalStateException("no move to undo");
        }
        movesMade--;
        int entry = undoMoves[movesMade];
        int move = entry & MOVE_MASK;
        kinds[from(move)] = (byte) (entry >>> UNDO_SOURCE_SHIFT & UNDO_KIND_MASK);
        kinds[to(move)] = (byte) (entry >>> UNDO_TARGET_SHIFT & UNDO_KIND_MASK);
        key = undoKeys[movesMade];
        census = undoCensuses[movesMade];
        seatOnTurn = 1 - seatOnTurn;
    }

    @Override
    public int movesMade() {
        return movesMade;
    }

    /** A Zobrist hash of the ordered piles and the seat on turn; see the class comment. */
    @Override
    public long key() {
        return key;
    }

    /** The census of pile kinds from the view of the seat on turn; exact; see the class comment. */
    @Override
    public long canonicalKey() {
        return Census.seenBy(census, seatOnTurn);
    }

    /** Piles owned by the team minus piles owned by the other team. */
    @Override
    public int terminalValue(int team) {
        if (!isTerminal()) {
            throw new IllegalStateException("the game is not over: " + this);
        }
        return pilesOwnedBy(team) - pilesOwnedBy(1 - team);
    }

    @Override
    public TwoFourPosition copy() {
        return new TwoFourPosition(this);
    }

    /** @return the position in TwoFour notation, e.g. {@code 0 3 4 1 2b/1} (see {@link TwoFourGame}) */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int pile = 0; pile < kinds.length; pile++) {
            text.append(pile == 0 ? "" : " ").append(Pile.notation(kinds[pile]));
        }
        return text.append('/').append(seatOnTurn + 1).toString();
    }

    private void place(int pile, int kind) {
        key ^= zobrist(pile, kinds[pile]) ^ zobrist(pile, kind);
        census += Census.unit(kind) - Census.unit(kinds[pile]);
        kinds[pile] = (byte) kind;
    }

    private static long zobrist(int pile, int kind) {
        return ZOBRIST_PILES[pile * Pile.KINDS + kind];
    }
}
