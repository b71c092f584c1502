package org.stratagem.game.junqi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.HiddenInformation;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.engine.api.command.GameRecords;
import org.stratagem.engine.api.command.RefereedMatches;
import org.stratagem.engine.api.search.SearchHints;

/**
 * Siguo Junqi (四国军棋), as registered: four seats, {0, 2} against {1, 3}, partners visible to each other,
 * pieces in a headquarters fixed, a draw after 48 turns without a collision, every seat deployed with
 * {@link Lineup#STANDARD}. The rules are {@code ../shared/specs/junqi.md}: the board is {@link Board}, the
 * moves and collisions {@link JunqiPosition}, the switches {@link Variant} ({@code --variant duel},
 * {@code --partner_visible 0}, {@code --hq_movable 1}, {@code --draw_after N}, {@code --lineup random:SEED}).
 *
 * <p>The position is the referee's, with every true rank; what each seat may observe of it is the
 * {@link HiddenInformation} capability ({@link HiddenRanks}). Notation: a position is
 * {@link PositionNotation}'s text, the empty string the variant's initial position (seat 0 to move), or a
 * {@link JunqiRecord} of this variant, the position its game reached (with its moves, to undo); a move
 * is {@code x1,y1 x2,y2}, the grid cells it goes from and to, as the jbrain protocol writes it, or one of
 * the referee moves {@code PASS} and {@code RESIGN} ({@link JunqiPosition#PASS}).
 *
 * <p>Traits: four seats in two teams, draws, hidden information, Zobrist keys ({@link KeyKind#HASH}); on
 * the four-seat board a move can leave the turn with the same team (seat 0 moves, seat 1 is out, seat 2
 * moves next). A duel has no such move: its seats 1 and 3 are absent.
 */
@Component(service = Game.class)
@GameId(JunqiGame.ID)
public final class JunqiGame implements Game<JunqiPosition>, SearchHints, GameRecords<JunqiPosition> {
    /** The game id. */
    public static final String ID = "junqi";

    private static final SeatViews<JunqiPosition> SEAT_VIEWS = new JunqiSeatViews();

    private final Variant variant;
    private final HiddenInformation<JunqiPosition> hidden;

    /** The game as registered: Siguo Junqi with the reference engine's rules. */
    public JunqiGame() {
        this(Variant.SIGUO, new HiddenRanks());
    }

    private JunqiGame(Variant variant, HiddenInformation<JunqiPosition> hidden) {
        this.variant = variant;
        this.hidden = hidden;
    }

    /**
     * @param draws what the seats observe and how hidden states are drawn, in place of {@link HiddenRanks}
     * @return this variant, whose {@link HiddenInformation} is {@code draws}
     */
    JunqiGame withHidden(HiddenInformation<JunqiPosition> draws) {
        return new JunqiGame(variant, draws);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return (variant.board().duel() ? "Junqi duel" : "Siguo Junqi") + " " + variant.options();
    }

    @Override
    public GameTraits traits() {
        return variant.traits().withHiddenInformation();
    }

    @Override
    public int teamOf(int seat) {
        return variant.board().teamOf(seat);
    }

    /** A won game is worth 1. */
    @Override
    public int valueBound() {
        return 1;
    }

    /** The switches of {@link Variant}: variant, partner_visible, hq_movable, draw_after, lineup. */
    @Override
    public Set<String> variantOptions() {
        return Variant.OPTIONS;
    }

    @Override
    public JunqiGame variant(Map<String, String> options) {
        Variant chosen = variant.with(options);
        return chosen.equals(variant) ? this : new JunqiGame(chosen, hidden);
    }

    /**
     * Hidden information is served by {@link HiddenRanks}; the game from one seat by {@link JunqiSeatViews}; the
     * refereed games of {@code match} by {@link JunqiMatches}; the rest as {@link Game#capability} says.
     */
    @Override
    public <T> Optional<T> capability(Class<T> type) {
        if (type == HiddenInformation.class) {
            return Optional.of(type.cast(hidden));
        }
        if (type == SeatViews.class) {
            return Optional.of(type.cast(SEAT_VIEWS));
        }
        return type == RefereedMatches.class ? Optional.of(type.cast(new JunqiMatches(variant))) : Game.super.capability(type);
    }

    @Override
    public JunqiPosition parsePosition(String text) {
        if (text.startsWith(JunqiRecord.MAGIC)) {
            return JunqiRecord.replay(text, variant).position();
        }
        return text.isEmpty() ? new JunqiPosition(variant, variant.lineups(), 0) : PositionNotation.parse(variant, text);
    }

    /** Games are saved as {@link JunqiRecord}s, which {@code ./stratagem junqi replay} checks. */
    @Override
    public String recordExtension() {
        return JunqiRecord.EXTENSION;
    }

    /**
     * @return the record of the game from its deployment to the position, that of a game in progress if it is not over
     * @throws NotationException if the game started from a position in mid-game, which a record cannot start from
     */
    @Override
    public List<String> record(JunqiPosition position) {
        return JunqiRecord.write(position);
    }

    @Override
    public String formatPosition(JunqiPosition position) {
        return PositionNotation.format(position);
    }

    @Override
    public int parseMove(JunqiPosition position, String text) {
        String move = text.strip();
        if (position.isTerminal()) {
            throw new NotationException("the game is over: no move '" + NotationException.excerpt(move) + "'");
        }
        if (move.equals("PASS")) {
            return JunqiPosition.PASS;
        }
        if (move.equals("RESIGN")) {
            return JunqiPosition.RESIGN;
        }
        String[] cells = move.split("\\s+");
        if (cells.length != 2) {
            throw new NotationException("'" + NotationException.excerpt(text) + "' is not a move x1,y1 x2,y2, PASS or RESIGN");
        }
        int from = cell(position.board(), cells[0]);
        int to = cell(position.board(), cells[1]);
        int played = JunqiPosition.move(from, to);
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        if (!legal.contains(played)) {
            throw new NotationException(move + ": " + whyIllegal(position, from, to));
        }
        return played;
    }

    private static String whyIllegal(JunqiPosition position, int from, int to) {
        Board board = position.board();
        int seat = position.turn();
        int piece = position.code(from);
        int target = position.code(to);
        if (piece == Piece.EMPTY || Piece.owner(piece) != seat) {
            return "seat " + seat + " has no piece on " + board.name(from);
        }
        if (target != Piece.EMPTY && board.teamOf(Piece.owner(target)) == board.teamOf(seat)) {
            return board.name(to) + " holds a piece of seat " + seat + "'s team";
        }
        if (target != Piece.EMPTY && board.camp(to)) {
            return board.name(to) + " is a camp: its piece cannot be attacked";
        }
        MoveList moves = new MoveList();
        position.legalMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            if (JunqiPosition.from(moves.get(i)) == from) {
                return board.name(to) + " cannot be reached from " + board.name(from) + " by a road step or along the railway";
            }
        }
        return "the piece on " + board.name(from) + " cannot move";
    }

    /**
     * @param board a board
     * @param text  a cell as the jbrain protocol writes it, {@code x,y}
     * @return the cell
     * @throws NotationException if the text is not a cell of the board
     */
    static int cell(Board board, String text) {
        String[] parts = text.split(",", -1);
        if (parts.length == 2 && parts[0].matches("[0-9]{1,2}") && parts[1].matches("[0-9]{1,2}")) {
            int cell = board.cellAt(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            if (cell >= 0) {
                return cell;
            }
            throw new NotationException(text + " is not a cell of the board");
        }
        throw new NotationException("'" + NotationException.excerpt(text) + "' is not a cell x,y");
    }

    @Override
    public String formatMove(JunqiPosition position, int move) {
        if (move == JunqiPosition.PASS) {
            return "PASS";
        }
        if (move == JunqiPosition.RESIGN) {
            return "RESIGN";
        }
        Board board = position.board();
        return board.name(JunqiPosition.from(move)) + " " + board.name(JunqiPosition.to(move));
    }
}
