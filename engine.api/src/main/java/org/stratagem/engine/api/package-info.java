/**
 * The game model of the Stratagem platform: games and their positions, move generators and
 * evaluators, and the vocabulary that wires them (service properties and component property
 * types). Search, tables and commands have packages of their own, which depend on this one; this
 * package depends on none of them.
 *
 * <p>Games, move generators and evaluators are OSGi services; the service properties in
 * {@link org.stratagem.engine.api.ServiceProperties} are how the platform wires them together, and
 * a component states them through {@link org.stratagem.engine.api.GameId},
 * {@link org.stratagem.engine.api.MovegenId} and {@link org.stratagem.engine.api.EvaluatorId}.
 * Game bundles and strategy bundles depend on the engine.api packages only, never on each other.
 * What only some games offer is a {@linkplain org.stratagem.engine.api.Game#capability capability}:
 * a small interface in the package of its concern.
 *
 * <p>Performance is part of the contract: positions are mutable with make/undo, moves are
 * {@code int}-encoded, move lists are reusable buffers, and nothing on the search path needs to
 * allocate.
 *
 * <p>Versioning: every interface here is implemented by game bundles, so all are
 * {@code @ConsumerType}: adding an abstract method to one is a major change of this package, a
 * default method that keeps every implementation working a minor one. Records, enums, classes and
 * annotations change by the usual rules: anything removed or changed incompatibly is major, anything
 * added minor. 2.1.0 added {@link org.stratagem.engine.api.SeatViews}, a game seen from one seat.
 */
@Export
@Version("2.1.0")
package org.stratagem.engine.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
