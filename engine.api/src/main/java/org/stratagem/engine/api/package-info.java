/**
 * The contracts of the Stratagem platform: games and positions, move generators, evaluators,
 * searchers and their requests and results.
 *
 * <p>Games, move generators, evaluators and searchers are OSGi services; the service properties
 * in {@link org.stratagem.engine.api.ServiceProperties} are how the platform wires them together.
 * Game bundles and strategy bundles depend on this package only, never on each other.
 *
 * <p>Performance is part of the contract: positions are mutable with make/undo, moves are
 * {@code int}-encoded, move lists are reusable buffers, and nothing on the search path needs to
 * allocate.
 *
 * <p>Every interface here is an extension point that game and strategy bundles implement, so all
 * are {@code @ConsumerType}: adding a method to one is a major change of this package.
 */
@Export
@Version("1.3.0")
package org.stratagem.engine.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
